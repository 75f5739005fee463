import { budget } from '../browser/time-budget.ts';
import { newestCode, outboxCodes, type CodeReader } from './outbox.ts';

// An application made on an earlier visit, through the API the app itself calls: for the walks where
// a person comes back on another device (the first pass of each branch is walked in the browser by
// the other scenarios). The applicant types the identity; SANDBOX.md's SSN picks the outcome.

import { agreedDocumentsOf } from '../../services/contract/credit-check.ts';
import { regulatoryDocuments } from '../../services/contract/regulatory-documents.ts';

const CLIENT_ID = 'e2e-earlier-visit';
const ANIMAL = { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' };
const ADDRESS = { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' };

export interface EarlierVisit {
  originationId: string;
  email: string;
  /** The origination-scoped token of the start call (the bearer until the details are in). */
  applicantToken: string;
  /** The signed-in pair that completing the details issues; null when stopped before. */
  tokens: { access: string; refresh: string } | null;
  /** When `tokens` were issued (this machine's clock, ms): their access token lasts ACCESS_TOKEN_TTL_S from then. */
  tokensIssuedAt: number | null;
  /** The insurance quote of the pet application, once the quiz is answered (the payment URL names it). */
  quoteId: string | null;
}

/** How far the earlier visit went: the start only, the verified phone, the pet, or the personal details. */
export type EarlierStage = 'started' | 'verified' | 'pet' | 'details';

export interface EarlierVisitInput {
  /** Ten digits. */
  phone: string;
  ssn: string;
  petAge?: string;
  /** Also accept the offer and wait for the approval. */
  acceptOffer?: boolean;
  /** Also answer the insurance quiz (after the approval). */
  answerQuiz?: boolean;
  /** Also configure the policy as it stands (the "No changes needed" of the insurance step). */
  configurePolicy?: boolean;
  /** Stop after this stage (default: the personal details, then the decision). */
  stopAfter?: EarlierStage;
}

/** The same email the browser walks type for a typed identity. */
export const emailOf = (phone: string) => `alex.${phone}@example.com`;

/** A call of the API as the app makes it (the bearer, a JSON body); an answer that is not 2xx throws with its status. */
export async function call(baseUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Polls the signup detail until `ready` holds (decisions take DECISION_DELAY_MS). */
async function signupWhen(baseUrl: string, id: string, token: string, ready: (signup: Record<string, unknown>) => boolean): Promise<void> {
  const deadline = Date.now() + budget(10_000);
  while (Date.now() < deadline) {
    if (ready(await call(baseUrl, 'GET', `/api/v1/card/signup/${id}/`, token))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The decision for ${id} did not arrive`);
}

export async function applyThroughApi(baseUrl: string, input: EarlierVisitInput): Promise<EarlierVisit> {
  const phone = `+1${input.phone}`;
  const started = await call(baseUrl, 'POST', '/api/v1/origination/start/', null, { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: phone, dob: '01-15' });
  const id = String(started.id);
  const applicant = String(started.auth_token);
  const ref = { client_id: CLIENT_ID, origination_id: id };
  const email = emailOf(input.phone);
  if (input.stopAfter === 'started') return { originationId: id, email, applicantToken: applicant, tokens: null, tokensIssuedAt: null, quoteId: null };
  await call(baseUrl, 'POST', `/api/v1/origination/${id}/phone_check/`, applicant);
  await call(baseUrl, 'POST', `/api/v1/origination/${id}/phone_check/verify/`, applicant, { code: await newestCode(baseUrl, phone, 'partner_code') });
  await call(baseUrl, 'POST', '/api/v1/origination/validate/', applicant, ref);
  if (input.stopAfter === 'verified') return { originationId: id, email, applicantToken: applicant, tokens: null, tokensIssuedAt: null, quoteId: null };
  await call(baseUrl, 'POST', '/api/v1/origination/pet_information/', applicant, { ...ref, animal: { ...ANIMAL, pet_age: input.petAge ?? ANIMAL.pet_age }, address: ADDRESS });
  if (input.stopAfter === 'pet') return { originationId: id, email, applicantToken: applicant, tokens: null, tokensIssuedAt: null, quoteId: null };
  const tokensIssuedAt = Date.now();
  const completed = await call(baseUrl, 'POST', '/api/v1/origination/complete/', applicant, {
    ...ref,
    individual: { firstName: 'Alex', lastName: 'Doe', ssn: input.ssn.replace(/-/g, ''), dob: '01/15/1990', email, phoneNumber: phone, address: ADDRESS },
    residence_type: 'RENT',
    annual_income: 60000,
    employment_type: 'EMPLOYED',
    monthly_housing_payment: 1200,
  });
  const tokens = (completed.token as { access: string; refresh: string } | null) ?? null;
  const token = tokens?.access ?? applicant;
  await signupWhen(baseUrl, id, token, (s) => s.application_decision !== null);
  if (input.acceptOffer) {
    await call(baseUrl, 'POST', '/api/v1/origination/accept_offer/', token, { ...ref, agreed_documents: agreedDocumentsOf(regulatoryDocuments()) });
    await signupWhen(baseUrl, id, token, (s) => s.application_evaluation_status === 'evaluation_completed');
  }
  if (input.answerQuiz) await call(baseUrl, 'PATCH', `/api/v1/card/signup/${id}/insurance_quiz/`, token, { had_insurance_before: false });
  let quoteId: string | null = null;
  if (input.answerQuiz) {
    const signup = (await call(baseUrl, 'GET', `/api/v1/card/signup/${id}/`, token)) as { pet_application: { id: string } | null };
    if (signup.pet_application) {
      const application = (await call(baseUrl, 'GET', `/api/applications/${signup.pet_application.id}/`, token)) as { insurance_quote: { id: string } };
      quoteId = application.insurance_quote.id;
    }
  }
  if (input.configurePolicy) await call(baseUrl, 'POST', '/api/policy_config/', token, { insurance_quote: quoteId, used_alternate_payment_method: false });
  return { originationId: id, email, applicantToken: applicant, tokens, tokensIssuedAt: tokens ? tokensIssuedAt : null, quoteId };
}

/**
 * Signs in through the API as the person does on another device: the email code from the outbox
 * (or wherever `readCode` finds it), and a session of its own (a new token family, independent of
 * the others' refreshes).
 */
export async function signInThroughApi(baseUrl: string, email: string, readCode: CodeReader = outboxCodes(baseUrl)): Promise<{ access: string; refresh: string }> {
  const { shared_key } = (await call(baseUrl, 'POST', '/api/users/login/', null, { email })) as { shared_key: string };
  const signedIn = (await call(baseUrl, 'POST', '/api/users/login/validate/', null, { shared_key, otp: await readCode(email, 'login_code') })) as { access: string; refresh: string };
  return { access: signedIn.access, refresh: signedIn.refresh };
}
