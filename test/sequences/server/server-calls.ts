import type { InputFrom, OutputFrom } from 'xstate';
import type { LoginValidateResponse } from '../../../services/contract/auth.schema.ts';
import type { onboardingActors, OnboardingActorName } from '../../../machines/onboarding.actors.ts';
import { LOGIN_ROUTE, QUIZ_EXISTS } from '../../../services/contract/origination.schema.ts';
import { WRONG_CODE_TEXT } from '../../../services/contract/reply-texts.ts';
import { firstChangedOption } from '../../../machines/rules/insurance.rules.ts';
import { plan, pricing, purchase, regulatoryDocuments, T0 } from '../../../src/flow-map/machine-model/model-fixtures.ts';
import { challengeOf, newPetApplication, nextRouteOf, quoteWith, signupOf, type ApplicantStore, type Origination } from './applicant-store.ts';

// What the server does with each call of the machine's actors, over the applicant's store: the
// sandbox's answers and refusals (the real server's rules, the ones a sequence can meet), with every
// write applied to the store. Who may call (the bearer) is judged before, by the call desk.

type Actors = typeof onboardingActors;
export type CallName = OnboardingActorName | 'login' | 'validateLogin';
export type CallInput<K extends CallName> = K extends OnboardingActorName ? InputFrom<Actors[K]> : K extends 'login' ? { email: string } : { sharedKey: string; otp: string };
export type CallOutput<K extends CallName> = K extends OnboardingActorName ? OutputFrom<Actors[K]> : K extends 'login' ? { shared_key: string } : LoginValidateResponse;

/** The server's refusal: an HTTP status with its body (code, message, per-field errors). */
export class Refusal {
  readonly status: number;
  readonly message: string;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly retryAfterSeconds: number | undefined;
  /** 409 because this step is already done (the phone verified, the details in, the policy configured). */
  readonly alreadyDone: boolean;
  constructor(status: number, message: string, code?: string, extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number; alreadyDone?: boolean } = {}) {
    this.status = status;
    this.message = message;
    this.code = code;
    this.fieldErrors = extra.fieldErrors ?? {};
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.alreadyDone = extra.alreadyDone ?? false;
  }
}

const outOfOrder = (message: string, alreadyDone = false) => new Refusal(409, message, 'out_of_order', { alreadyDone });
const notFound = () => new Refusal(404, 'Not found', 'not_found');

/** The right codes of the sandbox: the partner's 4 digits, our own and the sign-in's 6. */
export const RIGHT_PARTNER_CODE = '1234';
export const RIGHT_OWN_CODE = '123456';

function origination(store: ApplicantStore, id: string): Origination {
  const found = store.origination;
  if (!found || found.id !== id) throw notFound();
  return found;
}
function verified(store: ApplicantStore, id: string): Origination {
  const found = origination(store, id);
  if (!found.phoneVerified) throw outOfOrder('Please verify your phone number first.');
  return found;
}
function notYetVerified(store: ApplicantStore, id: string): Origination {
  const found = origination(store, id);
  if (found.phoneVerified) throw outOfOrder('Your phone number is already verified.', true);
  return found;
}
function completed(store: ApplicantStore, id: string): Origination {
  const found = origination(store, id);
  if (!found.completed) throw outOfOrder('Please submit your personal details first.');
  return found;
}
function application(store: ApplicantStore, id: string) {
  const found = store.petApplication;
  if (!found || found.id !== id) throw notFound();
  return found;
}
/** A configured policy's coverage no longer changes: that step is done. */
function changeable(store: ApplicantStore) {
  const found = store.petApplication;
  if (!found) throw notFound();
  if (found.plan_id !== null) throw outOfOrder('The policy is already configured: its coverage can no longer change.', true);
  return found;
}
const hasPaidAddOns = (store: ApplicantStore): boolean => {
  const app = store.petApplication;
  return !!app && (firstChangedOption(app) !== null || app.insurance_quote.coverages.length > 0);
};
const summaryOf = (store: ApplicantStore, found: Origination) => ({ id: found.id, next: nextRouteOf(store), created: new Date(T0).toISOString(), phone_number: found.phoneNumber });
const userOf = (store: ApplicantStore): LoginValidateResponse['user'] => ({ id: 'user-1', first_name: 'Jamie', last_name: 'Rivera', email: 'jamie.rivera@example.com', phone_number: store.origination?.phoneNumber ?? '', address: null });
function issueTokens(store: ApplicantStore) {
  store.tokensIssued += 1;
  store.userSessionValid = true;
  return { access: `access-${store.tokensIssued}`, refresh: `refresh-${store.tokensIssued}` };
}

/** Each call, as the server answers it: the output, or a thrown Refusal. */
export const SERVER_CALLS: { [K in CallName]: (store: ApplicantStore, input: CallInput<K>, signedIn: boolean) => CallOutput<K> } = {
  startOrigination(store, input, signedIn) {
    const existing = store.origination;
    // A phone with submitted details resumes only after signing in; its signed-in owner is told where it stands.
    if (existing?.completed && existing.phoneNumber === input.phoneNumber) {
      if (signedIn) return { auth_token: '', id: existing.id, next: nextRouteOf(store), correlation_id: null, login_message: null, login_next: null };
      return { auth_token: '', id: existing.id, next: LOGIN_ROUTE, correlation_id: null, login_message: 'You have started an application before.', login_next: '/onboard/card/applicant-details' };
    }
    store.started += 1;
    const id = `orig-${store.started}`;
    store.origination = {
      id, phoneNumber: input.phoneNumber, correlationId: 'corr-1', codeSent: false, phoneVerified: false, animal: null, address: null, completed: false,
      decision: existing?.decision ?? 'prequalified', offerAccepted: false, hadInsuranceBefore: null,
    };
    store.petApplication = null;
    store.documents = [];
    return { auth_token: `applicant-${id}`, id, next: null, correlation_id: 'corr-1', login_message: null, login_next: null };
  },
  listApplications(store) {
    const found = store.origination;
    return found?.completed ? [summaryOf(store, found)] : [];
  },
  sendInstantLink(store, input) {
    origination(store, input.originationId);
    return { token: 'handoff-1' };
  },
  startPhoneCheck(store, input) {
    const found = notYetVerified(store, input.originationId);
    found.codeSent = true;
    return { correlation_id: found.correlationId, notice: null };
  },
  verifyPartnerCode(store, input) {
    const found = notYetVerified(store, input.originationId);
    if (!found.codeSent) throw new Refusal(400, 'This code has expired. Please request a new one.', 'code_expired');
    if (input.code !== RIGHT_PARTNER_CODE) throw new Refusal(400, WRONG_CODE_TEXT, 'wrong_code');
    found.phoneVerified = true;
    return { success: true };
  },
  validateOrigination(store, input) {
    verified(store, input.originationId);
    return { success: true, next: nextRouteOf(store) };
  },
  sendOwnCode(store, input) {
    notYetVerified(store, input.originationId).codeSent = true;
    return { shared_key: 'shared-1' };
  },
  verifyOwnCode(store, input) {
    const found = notYetVerified(store, input.originationId);
    if (input.otp !== RIGHT_OWN_CODE) throw new Refusal(400, WRONG_CODE_TEXT, 'wrong_code');
    found.phoneVerified = true;
    return { ok: true };
  },
  loadChallenge(store, input) {
    const found = origination(store, input.originationId);
    if (!found.phoneVerified) throw new Refusal(403, 'Please verify your phone number first.', 'phone_not_verified');
    return challengeOf(store);
  },
  submitPet(store, input) {
    const found = verified(store, input.originationId);
    if (found.completed) throw outOfOrder('Your details were already submitted for this application.', true);
    found.animal = input.animal;
    found.address = input.address;
    return { decline_reason: null, waitlist: false };
  },
  completeApplication(store, input) {
    const found = verified(store, input.origination_id);
    if (found.completed) throw outOfOrder('Your details were already submitted for this application.', true);
    if (!found.animal) throw outOfOrder('Please tell us about your pet first.');
    found.completed = true;
    store.hasUser = true;
    store.petApplication = newPetApplication();
    return { token: issueTokens(store), user: { id: 'user-1', first_name: 'Jamie', last_name: 'Rivera', email: 'jamie.rivera@example.com' } };
  },
  fetchSignup(store, input) {
    return signupOf(store, completed(store, input.originationId));
  },
  acceptOffer(store, input) {
    const found = completed(store, input.originationId);
    if (found.decision !== 'prequalified') throw outOfOrder('This application has no offer to accept.');
    // Accepting is idempotent: a second acceptance answers as the first.
    found.offerAccepted = true;
    return { success: true, next: 'zoomies.card.processing' };
  },
  submitQuiz(store, input) {
    const found = completed(store, input.originationId);
    if (!found.offerAccepted) throw outOfOrder('The insurance quiz comes after your card is approved.');
    if (found.hadInsuranceBefore !== null) throw new Refusal(409, 'An insurance quiz already exists for this animal.', QUIZ_EXISTS);
    found.hadInsuranceBefore = input.hadInsuranceBefore;
    return { had_insurance_before: input.hadInsuranceBefore };
  },
  loadPetApplication(store, input) {
    return structuredClone(application(store, input.applicationId));
  },
  setPolicyOption(store, input) {
    application(store, input.applicationId);
    const app = changeable(store);
    app.data = { ...app.data, [input.field]: input.value };
    return structuredClone(app);
  },
  setCoverages(store, input) {
    const app = changeable(store);
    if (app.insurance_quote.id !== input.quoteId) throw notFound();
    app.insurance_quote = quoteWith(input.coverages);
    return structuredClone(app.insurance_quote);
  },
  fetchPricing() {
    return pricing;
  },
  createPlanPurchase(store, input) {
    const app = application(store, input.applicationId);
    if (store.purchaseCompleted) throw new Refusal(410, 'already purchased', 'already_purchased');
    if (app.plan_id !== null) throw outOfOrder('The policy is already configured.', true);
    if (!hasPaidAddOns(store)) throw outOfOrder('No paid add-on is chosen: no payment is needed, configure the policy directly.');
    store.purchase = purchase({ payment_period: input.paymentPeriod });
    return store.purchase;
  },
  confirmPayment() {
    return { status: 'succeeded', paymentMethod: 'pm_1' };
  },
  completePurchase(store, input) {
    if (!store.purchase || store.purchase.id !== input.purchaseId) throw notFound();
    store.purchaseCompleted = true;
    store.purchase = { ...store.purchase, status: 'completed', payment_method: input.paymentMethod, payment_period: input.paymentPeriod };
    return store.purchase;
  },
  registerPhone(store, input) {
    if (store.registeredPhones.includes(input.phoneNumber)) throw new Refusal(409, 'This phone number is already registered.', 'phone_exists');
    store.registeredPhones.push(input.phoneNumber);
    return { id: 'phone-1', phone_number: input.phoneNumber };
  },
  refetchPurchase(store, input) {
    if (!store.purchase || store.purchase.id !== input.purchaseId) throw notFound();
    return store.purchase;
  },
  configurePolicy(store, input) {
    const app = store.petApplication;
    if (!app || app.insurance_quote.id !== input.quoteId) throw notFound();
    if (app.plan_id === null && hasPaidAddOns(store) && !store.purchaseCompleted) {
      throw outOfOrder('Paid add-ons are chosen: complete the plan purchase before configuring the policy.');
    }
    // Configuring is idempotent: configured before, the same configuration answers.
    store.petApplication = { ...app, policy_configured: true, plan_id: 'plan-1' };
    return { id: 'pc-1', plan_id: 'plan-1', status: 'configured' };
  },
  submitAlternateAddress(store, input) {
    completed(store, input.originationId);
    return { ok: true };
  },
  uploadDocument(store, input) {
    const document = { id: `doc-${store.documents.length + 1}`, name: input.name, created: new Date(T0).toISOString(), document_type: input.documentType };
    store.documents.push(document);
    return document;
  },
  loadRegulatoryDocuments() {
    return regulatoryDocuments;
  },
  loadApplicationSummary(store, input) {
    return summaryOf(store, origination(store, input.originationId));
  },
  listDocuments(store) {
    return structuredClone(store.documents);
  },
  loadPlan(store, input) {
    if (store.petApplication?.plan_id !== input.planId) throw notFound();
    return plan;
  },
  retrievePaymentReturn() {
    return { status: 'succeeded', paymentMethod: 'pm_1' };
  },
  loadStateConfig(_store, input) {
    return { state: input.state, accident_days: 3, illness_days: 14, cruciate_days: 180 };
  },
  trackEvent() {
    return undefined;
  },
  login() {
    return { shared_key: 'login-key-1' };
  },
  validateLogin(store, input) {
    if (!store.hasUser || input.otp !== RIGHT_OWN_CODE) throw new Refusal(400, WRONG_CODE_TEXT, 'wrong_code');
    return { ...issueTokens(store), user: userOf(store) };
  },
};

/** Who may make each call: anyone, an applicant (its token or the signed-in user's), or only a signed-in user. */
export const AUDIENCE: Record<CallName, 'public' | 'applicant' | 'user'> = {
  startOrigination: 'public', listApplications: 'user', sendInstantLink: 'applicant', startPhoneCheck: 'applicant', verifyPartnerCode: 'applicant',
  validateOrigination: 'applicant', sendOwnCode: 'applicant', verifyOwnCode: 'applicant', loadChallenge: 'applicant', submitPet: 'applicant',
  completeApplication: 'applicant', fetchSignup: 'applicant', acceptOffer: 'applicant', submitQuiz: 'applicant', loadPetApplication: 'applicant',
  setPolicyOption: 'applicant', setCoverages: 'applicant', fetchPricing: 'applicant', createPlanPurchase: 'applicant', confirmPayment: 'public',
  completePurchase: 'applicant', registerPhone: 'user', refetchPurchase: 'applicant', configurePolicy: 'applicant', submitAlternateAddress: 'applicant',
  uploadDocument: 'applicant', loadRegulatoryDocuments: 'public', loadApplicationSummary: 'applicant', listDocuments: 'applicant', loadPlan: 'applicant',
  retrievePaymentReturn: 'public', loadStateConfig: 'public', trackEvent: 'public', login: 'public', validateLogin: 'public',
};

