import type { OriginationAddress } from '../../services/contract/common.schema.ts';
import type { AnimalPayload, PetInformationRequest, PetInformationResponse } from '../../services/contract/animal.schema.ts';
import { LOGIN_ROUTE } from '../../services/contract/origination.schema.ts';
import { PREVIOUSLY_STARTED_TEXT } from '../../services/contract/start-reply-texts.ts';
import type {
  ChallengeResponse,
  OriginationRef,
  OriginationStartRequest,
  OriginationStartResponse,
  OriginationSummary,
} from '../../services/contract/origination.schema.ts';
import type { RouteName } from '../../services/contract/routes.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { fromJson, iso, toFlag, toJson } from '../db/database.ts';
import { newId, randomToken } from '../db/ids.ts';
import type { Auth } from '../http/auth.ts';
import { outOfOrder } from '../http/http-error.ts';
import { signApplicantToken } from '../auth/token.service.ts';
import { visiblePrequalification } from './origination-state.ts';
import { resolveNextRoute } from './next-route.ts';
import { assertNotCompleted, assertPhoneVerified, nowIso, ownedOrigination } from './origination-access.ts';
import { evaluatePet } from './pet-rules.ts';
import type { Partners } from './partners.ts';
import { findCompletedByPhone, insertOrigination, listByUser, updateOrigination, type OriginationRow } from './origination.repository.ts';
import { recordProgress, stateAfterPet, stateAfterStart } from '../flow/progress.ts';

// The first document's origination calls: start, validate, challenge, pet information, and the
// read calls. Completion and the offer live in signup-decision.service.ts.

/** Where the login page sends an applicant who signs in after starting on a known phone. */
const LOGIN_NEXT = '/onboard/card/applicant-details';

export async function startOrigination(db: Db, config: AppConfig, partners: Partners, auth: Auth, body: OriginationStartRequest): Promise<OriginationStartResponse> {
  const now = config.now();
  // A phone with a submitted application resumes it only after signing in. Whoever knows the
  // number gets the same answer whatever the application's status and whatever date of birth they
  // typed: the status is the owner's to see. A signed-in owner is told the real next step.
  const existing = await findCompletedByPhone(db, body.phoneNumber);
  if (existing) {
    if (auth.kind === 'user' && existing.user_id === auth.userId) {
      return { auth_token: '', id: existing.id, next: await resolveNextRoute(db, existing, now), correlation_id: null, login_message: null, login_next: null };
    }
    return { auth_token: '', id: existing.id, next: LOGIN_ROUTE, correlation_id: null, login_message: PREVIOUSLY_STARTED_TEXT, login_next: LOGIN_NEXT };
  }
  const id = newId();
  const variant = partners.phoneCheck.variantOf(body.phoneNumber);
  const identity = partners.identities.match(body.phoneNumber, body.dob);
  const correlationId = variant === 'own_code' ? null : `corr_${randomToken(12)}`;
  await insertOrigination(db, {
    id,
    client_id: body.client_id,
    flow_type: body.flowType,
    phone_number: body.phoneNumber,
    dob_mm_dd: body.dob,
    promo_code: body.promoCode ?? null,
    offer_code: body.offerCode ?? null,
    final_target_url: body.finalTargetUrl ?? null,
    correlation_id: correlationId,
    phone_verified: 0,
    identity_key: identity?.key ?? null,
    user_id: null,
    waitlist: 0,
    created: iso(now),
    modified: iso(now),
  });
  await recordProgress(db, id, stateAfterStart({ flow_type: body.flowType, correlation_id: correlationId }), now);
  return { auth_token: signApplicantToken(config, id), id, next: null, correlation_id: correlationId, login_message: null, login_next: null };
}

export async function validateOrigination(db: Db, config: AppConfig, auth: Auth, body: OriginationRef): Promise<{ success: boolean; next: RouteName | null }> {
  const row = await ownedOrigination(db, auth, body.origination_id);
  assertPhoneVerified(row);
  return { success: true, next: await resolveNextRoute(db, row, config.now()) };
}

export async function challenge(db: Db, config: AppConfig, partners: Partners, auth: Auth, body: OriginationRef): Promise<ChallengeResponse> {
  const row = await ownedOrigination(db, auth, body.origination_id);
  assertPhoneVerified(row, 403);
  const identity = partners.identities.byKey(row.identity_key);
  const animal = fromJson<AnimalPayload>(row.animal);
  // The home address on file: the identity's, else the one given with the pet (so the personal step
  // is prefilled the same on any device as on the first pass).
  const petAddress = fromJson<OriginationAddress>(row.pet_address);
  const prequal = visiblePrequalification(row, config.now());
  const [month, day] = row.dob_mm_dd.split('-');
  return {
    first_name: identity?.firstName ?? '',
    last_name: identity?.lastName ?? '',
    last_4_ssn: identity ? identity.ssn.slice(-4) : (row.ssn_last4 ?? ''),
    email: identity?.email ?? '',
    dob: identity?.dob ?? '',
    dob_mm_dd: `${month}/${day}`,
    address: identity?.address ?? petAddress?.address ?? '',
    city: identity?.city ?? petAddress?.city ?? '',
    extended_address: identity ? '' : (petAddress?.extendedAddress ?? ''),
    postal_code: identity?.postalCode ?? petAddress?.postalCode ?? '',
    state: identity?.state ?? petAddress?.state ?? '',
    phone_number: row.phone_number,
    has_ssn: identity !== null,
    pet_name: animal?.pet_name ?? '',
    pet_age: animal?.pet_age ?? '',
    pet_type: animal?.pet_type ?? '',
    pet_breed: animal?.pet_breed ?? '',
    pet_gender: animal?.pet_gender ?? '',
    existing_health_conditions: animal?.existing_health_conditions ?? '',
    decline_reason: row.pet_decline_reason,
    signup: { decline_reason: prequal?.declineReason ?? null },
    next: await resolveNextRoute(db, row, config.now()),
  };
}

export async function petInformation(db: Db, config: AppConfig, auth: Auth, body: PetInformationRequest): Promise<PetInformationResponse> {
  const row = await ownedOrigination(db, auth, body.origination_id);
  assertPhoneVerified(row);
  assertNotCompleted(row);
  const evaluation = evaluatePet(body.animal, body.address.state);
  // The funnel entry goes out beside the change: one link in the call's chain of round trips instead
  // of two (markPhoneVerified in phone-check.service.ts says why).
  await Promise.all([
    updateOrigination(
      db,
      row.id,
      {
        animal: toJson(body.animal),
        pet_address: toJson(body.address),
        pet_decline_reason: evaluation.declineReason,
        waitlist: toFlag(evaluation.waitlist),
      },
      nowIso(config),
    ),
    recordProgress(db, row.id, stateAfterPet(evaluation), config.now()),
  ]);
  return { decline_reason: evaluation.declineReason, waitlist: evaluation.waitlist };
}

async function summary(db: Db, row: OriginationRow, now: Date): Promise<OriginationSummary> {
  return { id: row.id, next: await resolveNextRoute(db, row, now), created: row.created, phone_number: row.phone_number };
}

export async function listOriginations(db: Db, config: AppConfig, auth: Auth): Promise<{ results: OriginationSummary[] }> {
  if (auth.kind !== 'user') return { results: [] };
  const rows = await listByUser(db, auth.userId);
  return { results: await Promise.all(rows.map((row) => summary(db, row, config.now()))) };
}

export async function getOrigination(db: Db, config: AppConfig, auth: Auth, id: string): Promise<OriginationSummary> {
  return summary(db, await ownedOrigination(db, auth, id), config.now());
}

export function assertPetGiven(row: OriginationRow): void {
  if (row.animal === null) throw outOfOrder('Please tell us about your pet first.');
}
