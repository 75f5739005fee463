import type { CompleteRequest, CompleteResponse, Individual } from '../../services/contract/origination.schema.ts';
import { MAX_AGE_YEARS } from '../../services/contract/constants.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sentAhead } from '../db/sent-ahead.ts';
import { isUniqueViolation, iso, toJson } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, outOfOrder } from '../http/http-error.ts';
import { issueTokens } from '../auth/token.service.ts';
import { findUserByEmail, insertUser } from '../auth/user.repository.ts';
import { splitStreet } from '../auth/user.view.ts';
import { isAreaZero, offerFor } from './credit-decisions.ts';
import type { Partners } from './partners.ts';
import { assertNotCompleted, assertPhoneVerified, ownedOrigination } from './origination-access.ts';
import { assertPetGiven } from './origination.service.ts';
import { updateOrigination, updateOriginationIfNull } from './origination.repository.ts';
import { encryptSsn } from './ssn-cipher.ts';
import { recordProgress } from '../flow/progress.ts';
import type { MessageDelivery } from '../messages/message-delivery.ts';
import { scheduleOldEnoughEmail } from './pet-old-enough.ts';

// The personal and financial step: stores the individual (SSN encrypted), schedules the
// prequalification decision at a stored time, and issues tokens to the applicant.

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, 'invalid', { errors: { [field]: [message] } });
}

/** MM/DD/YYYY that is a real date, and an age of at most 120 years. */
function assertValidDob(dob: string, now: Date): void {
  const [month, day, year] = dob.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || date > now) throw fieldError('individual.dob', 'Invalid date entered');
  if (now.getUTCFullYear() - year > MAX_AGE_YEARS) throw fieldError('individual.dob', 'Invalid date of birth');
}

/** The nine SSN digits to decide with: typed, or on file when the applicant confirmed the last four. */
function resolveSsn(individual: Individual, identitySsn: string | null, config: AppConfig): string {
  if (identitySsn) {
    const matches = individual.ssn.length === 4 ? identitySsn.endsWith(individual.ssn) : identitySsn === individual.ssn;
    if (!matches) throw fieldError('individual.ssn', 'The last four digits of your SSN do not match our records.');
    return identitySsn;
  }
  if (individual.ssn.length !== 9) throw fieldError('individual.ssn', 'SSN is required');
  // Area 000 is never issued: in production it is an invalid SSN, not a test value.
  if (config.mode === 'production' && isAreaZero(individual.ssn)) throw fieldError('individual.ssn', 'Please enter a valid SSN');
  return individual.ssn;
}

export async function completeOrigination(db: Db, config: AppConfig, partners: Partners, delivery: MessageDelivery, auth: Auth, body: CompleteRequest): Promise<CompleteResponse> {
  const now = config.now();
  const row = await ownedOrigination(db, auth, body.origination_id);
  assertPhoneVerified(row);
  assertPetGiven(row);
  assertNotCompleted(row);
  const { individual } = body;
  assertValidDob(individual.dob, now);
  const identity = partners.identities.byKey(row.identity_key);
  if (identity && individual.phoneNumber !== row.phone_number) {
    throw fieldError('individual.phoneNumber', 'The phone number must be the one you verified.');
  }
  const ssn = resolveSsn(individual, identity?.ssn ?? null, config);

  const { outcome, delayMs } = partners.credit.prequalify({
    ssn,
    annualIncome: body.annual_income,
    monthlyHousingPayment: body.monthly_housing_payment,
    dob: individual.dob,
    now,
  });
  const offer = offerFor(body.annual_income);
  // The SSN is stored only encrypted, apart from the rest of the individual.
  const individualWithoutSsn = { ...individual, ssn: undefined };
  // Independent statements go out together: each round trip waits for a busy database process, and
  // a call's latency is the length of its chain of them (decision 0030). The account lookup only
  // reads, so it runs beside the claim; its answer is taken only once the claim has won.
  const existingUser = sentAhead(findUserByEmail(db, individual.email));
  const claimed = await updateOriginationIfNull(
    db,
    row.id,
    'completed_at',
    {
      completed_at: iso(now),
      individual: toJson(individualWithoutSsn),
      ssn_encrypted: encryptSsn(config.ssnKey, ssn),
      ssn_last4: ssn.slice(-4),
      residence_type: body.residence_type,
      annual_income: body.annual_income,
      employment_type: body.employment_type,
      monthly_housing_payment: body.monthly_housing_payment,
      prequal_outcome: toJson(outcome),
      prequal_due_at: delayMs === null ? null : iso(new Date(now.getTime() + delayMs)),
      offer_credit_limit: offer.creditLimit,
      offer_apr: offer.apr,
    },
    iso(now),
  );
  // A second submission that raced this one lost: the first one's details stand.
  if (!claimed) throw outOfOrder('Your details were already submitted for this application.');
  const recorded = sentAhead(Promise.all([recordProgress(db, row.id, 'preprocessing', now), scheduleOldEnoughEmail(config, delivery, row, individual.email)]));

  // Tokens go to a new user only: an email that already has an account must sign in instead, and
  // the application joins that account.
  const existing = await existingUser;
  if (existing) {
    await Promise.all([recorded, updateOrigination(db, row.id, { user_id: existing.id }, iso(now))]);
    return { token: null, user: null };
  }
  const userId = newId();
  try {
    await insertUser(db, {
      id: userId,
      email: individual.email,
      first_name: individual.firstName,
      last_name: individual.lastName,
      phone_number: individual.phoneNumber,
      address: toJson(splitStreet(individual.address.address, individual.address.extendedAddress, individual.address.city, individual.address.state, individual.address.postalCode)),
      created: iso(now),
    });
  } catch (error) {
    await recorded;
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(db, individual.email);
    if (winner) await updateOrigination(db, row.id, { user_id: winner.id }, iso(now));
    return { token: null, user: null };
  }
  const [, , tokens] = await Promise.all([recorded, updateOrigination(db, row.id, { user_id: userId }, iso(now)), issueTokens(db, config, userId)]);
  return {
    token: tokens,
    user: { id: userId, first_name: individual.firstName, last_name: individual.lastName, email: individual.email.trim().toLowerCase() },
  };
}
