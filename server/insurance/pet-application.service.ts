import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InsuranceTables, PetApplicationsTable } from '../db/insurance-tables.ts';
import { DEFAULT_POLICY_OPTIONS } from './coverage-catalogue.ts';
import { insertApplicationOnce } from './pet-application.repository.ts';
import { insertFinalizationOnce } from './policy-finalization.repository.ts';
import { finalizationDueAt } from './policy-window.ts';

// The pet application is created once per origination, when the signup is approved (the core's
// signup code calls ensurePetApplication). The unique origination_id makes repeated and concurrent
// calls land on one row: the insert does nothing on conflict and the row is read back.

export interface EnsurePetApplicationInput {
  originationId: string;
  userId: string;
  pet: {
    name: string;
    type: 'dog' | 'cat';
    age: string;
    breed: string;
    gender: string;
    healthConditions: 'true' | 'false';
  };
  applicant: {
    firstName: string;
    lastName: string;
    email: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
  };
  /** The server clock (app.config.now()); the wall clock when left out. */
  now?: Date;
  /** The signup's last modification: the 24-hour window to adjust the policy runs from it (default: now). */
  windowStartsAt?: string;
}

export async function ensurePetApplication(
  db: Kysely<InsuranceTables>,
  input: EnsurePetApplicationInput,
): Promise<{ id: string }> {
  const now = (input.now ?? new Date()).toISOString();
  const row: PetApplicationsTable = {
    id: randomUUID(),
    origination_id: input.originationId,
    user_id: input.userId,
    pet_name: input.pet.name,
    pet_type: input.pet.type,
    pet_age: input.pet.age,
    breed: input.pet.breed,
    gender: input.pet.gender,
    health_conditions: input.pet.healthConditions,
    first_name: input.applicant.firstName,
    last_name: input.applicant.lastName,
    email: input.applicant.email,
    address: input.applicant.address,
    city: input.applicant.city,
    state: input.applicant.state,
    postal_code: input.applicant.postalCode,
    deductible: DEFAULT_POLICY_OPTIONS.deductible,
    annual_limit: DEFAULT_POLICY_OPTIONS.annual_limit,
    coinsurance: DEFAULT_POLICY_OPTIONS.coinsurance,
    coverages: '[]',
    insurance_quote_id: randomUUID(),
    contract_quote_id: randomUUID(),
    plan_id: null,
    created: now,
    modified: now,
  };
  // Inserted now, or there already (the job ran before, or runs at the same time elsewhere).
  const stored = await insertApplicationOnce(db, row);
  // Its finalization is due when the window closes (policy-finalization.service.ts).
  await insertFinalizationOnce(db, stored.id, finalizationDueAt(input.windowStartsAt ?? now));
  return { id: stored.id };
}
