import type { AnimalPayload } from '../../services/contract/animal.schema.ts';
import { ANNUAL_FEE_DOLLARS } from '../../services/contract/constants.ts';
import { POINTS_OFFERS } from '../../services/contract/marketing.schema.ts';
import type { Individual, SignupDetail, AlternateAddress } from '../../services/contract/origination.schema.ts';
import { QUIZ_EXISTS, USER_EXISTS } from '../../services/contract/origination.schema.ts';
import type { RouteName } from '../../services/contract/routes.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { fromFlag, fromJson, iso, toFlag, toJson } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, outOfOrder } from '../http/http-error.ts';
import { ensurePetApplication } from '../insurance/pet-application.service.ts';
import { approvedIn, isApproved, isPrequalified, visibleDecisions, visiblePrequalification, type VisibleDecisions } from './origination-state.ts';
import { ownedOrigination, ownedPollRow } from './origination-access.ts';
import { updateOrigination, updateOriginationIfNull, type OriginationRow, type PollRow } from './origination.repository.ts';
import { decryptSsn } from './ssn-cipher.ts';
import type { Partners } from './partners.ts';
import { assertPublishedVersions, signatureColumns, type AcceptingClient } from './credit-check-signature.ts';
import type { AgreedDocument } from '../../services/contract/credit-check.ts';
import { recordDecisionProgress, recordProgress, stateAfterQuiz } from '../flow/progress.ts';

// The signup: the decision and credit data read by polling, accepting the offer, the insurance quiz
// and the alternate address. Decisions are read from stored times, never from timers.

type StoredIndividual = Omit<Individual, 'ssn'>;

function assertCompleted(row: Pick<OriginationRow, 'completed_at'>): void {
  if (row.completed_at === null) throw outOfOrder('Please submit your personal details first.');
}

function promoPoints(promoCode: string | null): number | null {
  if (!promoCode) return null;
  const offer = Object.entries(POINTS_OFFERS).find(([id, o]) => id === promoCode || o.offer_code === promoCode);
  return offer ? offer[1].points : null;
}

const petIsInsurable = (row: Pick<OriginationRow, 'animal' | 'pet_decline_reason' | 'waitlist'>): boolean =>
  row.animal !== null && row.pet_decline_reason === null && !fromFlag(row.waitlist);

/**
 * The one call site that creates the pet application: once approved with an eligible pet. The
 * insurance service makes it idempotent; the compare-and-set keeps the first id.
 */
async function linkPetApplication(db: Db, config: AppConfig, row: PollRow, decisions: VisibleDecisions): Promise<string | null> {
  if (row.pet_application_id) return row.pet_application_id;
  if (!petIsInsurable(row) || !row.user_id || !approvedIn(decisions)) return null;
  const animal = fromJson<AnimalPayload>(row.animal) as AnimalPayload;
  const individual = fromJson<StoredIndividual>(row.individual) as StoredIndividual;
  const { id } = await ensurePetApplication(db, {
    originationId: row.id,
    userId: row.user_id,
    pet: {
      name: animal.pet_name,
      type: animal.pet_type,
      age: animal.pet_age,
      breed: animal.pet_breed,
      gender: animal.pet_gender,
      healthConditions: animal.existing_health_conditions,
    },
    applicant: {
      firstName: individual.firstName,
      lastName: individual.lastName,
      email: individual.email,
      address: individual.address.address,
      city: individual.address.city,
      state: individual.address.state,
      postalCode: individual.address.postalCode,
    },
    now: config.now(),
    windowStartsAt: row.modified,
  });
  await updateOriginationIfNull(db, row.id, 'pet_application_id', { pet_application_id: id }, row.modified);
  return id;
}

export async function signupDetail(db: Db, config: AppConfig, auth: Auth, id: string): Promise<SignupDetail> {
  const row = await ownedPollRow(db, auth, id);
  assertCompleted(row);
  const now = config.now();
  const decisions = visibleDecisions(row, now);
  const { prequal, approval } = decisions;
  const current = approval ?? prequal;
  const offered = prequal !== null && (isPrequalified(prequal) || prequal.decision === 'APPROVE');
  const individual = fromJson<StoredIndividual>(row.individual) as StoredIndividual;
  const animal = fromJson<AnimalPayload>(row.animal);
  const petApplicationId = await linkPetApplication(db, config, row, decisions);
  // The poll that shows a decision is when the applicant moves on to its screen.
  await recordDecisionProgress(db, row, decisions, now);
  return {
    id: row.id,
    has_card_animal: animal !== null && row.pet_decline_reason === null,
    application_required_documents: current?.requiredDocuments ?? [],
    application_decision: current?.decision ?? null,
    application_decision_status: current?.status ?? null,
    application_evaluation_status: approval ? 'evaluation_completed' : row.accepted_at !== null ? 'evaluation_pending' : (prequal?.evaluation ?? null),
    application_decision_effectiv_sub_status: current?.subStatus ?? null,
    application_awaiting_documentation: current?.awaitingDocumentation ?? false,
    application_unsupported_address: current?.unsupportedAddress ?? false,
    decline_reason: current?.declineReason ?? null,
    pet_decline_reason: (row.pet_decline_reason as SignupDetail['pet_decline_reason']) ?? null,
    first_name: individual.firstName,
    last_name: individual.lastName,
    ssn: row.ssn_last4 ?? '',
    date_of_birth: individual.dob,
    email: individual.email,
    address: {
      address: individual.address.address,
      extended_address: individual.address.extendedAddress ?? '',
      city: individual.address.city,
      postal_code: individual.address.postalCode,
      state: individual.address.state,
    },
    animal_data: animal
      ? { pet_name: animal.pet_name, pet_age: animal.pet_age, pet_type: animal.pet_type, pet_breed: animal.pet_breed, pet_gender: animal.pet_gender }
      : null,
    had_insurance_before: row.had_insurance_before === null ? null : fromFlag(row.had_insurance_before),
    credit_application_credit_limit: offered ? row.offer_credit_limit : null,
    credit_application_purchase_apr: offered ? row.offer_apr : null,
    annual_fee: ANNUAL_FEE_DOLLARS,
    offer_accepted: row.accepted_at !== null,
    pet_application: petApplicationId ? { id: petApplicationId } : null,
    promo_points: promoPoints(row.offer_code ?? null) ?? promoPoints(row.promo_code),
    modified: row.modified,
  };
}

/**
 * Accepting the offer, with the credit-check authorization: the agreed documents (each a version the
 * server publishes), the client address and the user agent, stored with the acceptance.
 */
export async function acceptOffer(
  db: Db,
  config: AppConfig,
  partners: Partners,
  auth: Auth,
  originationId: string,
  agreed: readonly AgreedDocument[],
  client: AcceptingClient,
): Promise<{ success: boolean; next: RouteName | null }> {
  const row = await ownedOrigination(db, auth, originationId);
  assertCompleted(row);
  const now = config.now();
  const prequal = visiblePrequalification(row, now);
  if (!prequal) throw outOfOrder('Your decision is not ready yet. Please wait a moment.');
  if (prequal.decision === 'APPROVE') return { success: true, next: 'zoomies.card.quiz' };
  if (!isPrequalified(prequal)) throw outOfOrder('This application has no offer to accept.');
  assertPublishedVersions(agreed);
  const result = partners.credit.approve(decryptSsn(config.ssnKey, row.ssn_encrypted as string));
  if (result.userExists) {
    throw new HttpError(409, USER_EXISTS, USER_EXISTS, { link: `/signin?next=${encodeURIComponent('/onboard/card/applicant-details')}` });
  }
  // Accepting twice, or twice at once, records one acceptance and one decision time.
  const accepted = await updateOriginationIfNull(
    db,
    row.id,
    'accepted_at',
    {
      accepted_at: iso(now),
      ...signatureColumns(agreed, client, iso(now)),
      approval_outcome: toJson(result.outcome),
      approval_due_at: iso(new Date(now.getTime() + config.decisionDelayMs)),
    },
    iso(now),
  );
  if (accepted) await recordProgress(db, row.id, 'processing', now);
  return { success: true, next: 'zoomies.card.processing' };
}

export async function answerInsuranceQuiz(db: Db, config: AppConfig, auth: Auth, id: string, hadInsuranceBefore: boolean): Promise<{ had_insurance_before: boolean }> {
  const row = await ownedOrigination(db, auth, id);
  assertCompleted(row);
  if (!isApproved(row, config.now())) throw outOfOrder('The insurance quiz comes after your card is approved.');
  const saved = await updateOriginationIfNull(db, row.id, 'had_insurance_before', { had_insurance_before: toFlag(hadInsuranceBefore) }, iso(config.now()));
  if (!saved) throw new HttpError(409, 'An insurance quiz already exists for this animal.', QUIZ_EXISTS);
  await recordProgress(db, row.id, stateAfterQuiz(row), config.now());
  return { had_insurance_before: hadInsuranceBefore };
}

export async function updateAlternateAddress(db: Db, config: AppConfig, auth: Auth, id: string, address: AlternateAddress): Promise<{ ok: true }> {
  const row = await ownedOrigination(db, auth, id);
  assertCompleted(row);
  const prequal = visiblePrequalification(row, config.now());
  if (!prequal?.unsupportedAddress) throw outOfOrder('This application does not need another address.');
  await updateOrigination(db, row.id, { alternate_address: toJson(address) }, iso(config.now()));
  await recordProgress(db, row.id, 'uploadDocument', config.now());
  return { ok: true };
}
