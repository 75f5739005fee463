import { randomUUID } from 'node:crypto';
import { signToken } from '../../../server/auth/signed-token.ts';
import { ensurePetApplication, type EnsurePetApplicationInput } from '../../../server/insurance/pet-application.service.ts';
import type { TestApp } from '../helpers/test-app.ts';

// A pet application as the signup approval creates it, with the tokens that may (or may not) reach it.

export interface SeededApplication {
  id: string;
  originationId: string;
  userId: string;
  /** The applicant token of the origination. */
  headers: { authorization: string };
  /** The access token of the owning user. */
  userHeaders: { authorization: string };
}

const HOUR_S = 3600;

export function tokenHeaders(t: TestApp, typ: 'applicant' | 'access', sub: string): { authorization: string } {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  return { authorization: `Bearer ${signToken(t.config.tokenSecret, { typ, sub, iat, exp: iat + HOUR_S })}` };
}

export function applicationInput(overrides: { state?: string; type?: 'dog' | 'cat'; age?: string } = {}): Omit<EnsurePetApplicationInput, 'originationId' | 'userId'> {
  return {
    pet: { name: 'Biscuit', type: overrides.type ?? 'dog', age: overrides.age ?? '3_year_old', breed: 'Beagle', gender: 'male', healthConditions: 'false' },
    applicant: {
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: 'jamie.rivera@example.com',
      address: '401 Congress Ave',
      city: 'Austin',
      state: overrides.state ?? 'TX',
      postalCode: '78701',
    },
  };
}

export async function seedApplication(t: TestApp, overrides: Parameters<typeof applicationInput>[0] = {}): Promise<SeededApplication> {
  const originationId = randomUUID();
  const userId = randomUUID();
  const { id } = await ensurePetApplication(t.db, { originationId, userId, ...applicationInput(overrides), now: t.clock.now() });
  return {
    id,
    originationId,
    userId,
    headers: tokenHeaders(t, 'applicant', originationId),
    userHeaders: tokenHeaders(t, 'access', userId),
  };
}
