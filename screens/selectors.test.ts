import { describe, it, expect } from 'vitest';
import { onboardingMachine } from '../machines/onboarding.machine.ts';
import { initialContext } from '../machines/onboarding.context.ts';
import type { OnboardingContext } from '../machines/onboarding.types.ts';
import { challenge, signup, preDecisionSignups, petApplication, purchase, plan } from '../src/flow-map/machine-model/model-fixtures.ts';
import type { FlowSnapshot } from '../src/app/flow-snapshot.ts';
import { selectAcceptOffer } from './accept-offer/accept-offer.selector.ts';
import { selectVerify } from './verify-code/verify-code.selector.ts';
import { selectAdditionalServices } from './additional-services/additional-services.selector.ts';
import { selectSignIn } from './sign-in/sign-in.selector.ts';
import { selectStartForm, selectOfferStart } from './offer-start/offer-start.selector.ts';
import { selectNotPreQualified } from './not-pre-qualified/not-pre-qualified.selector.ts';
import { selectShell } from './shell/flow-shell.selector.ts';
import { selectDashboard } from './dashboard/dashboard.selector.ts';
import { selectProcessing } from './processing/processing.selector.ts';
import { selectUserInfo } from './user-info/user-info.selector.ts';
import { selectUploadDocument } from './upload-document/upload-document.selector.ts';
import { selectPayment } from './payment/payment.selector.ts';

// Each screen's props from a snapshot of the machine, without React: what the applicant would see
// in that state, from that context. Snapshots are resolved from the real machine definition, so tags
// and `can` answer as they do in the app.

type StateValue = Parameters<typeof onboardingMachine.resolveState>[0]['value'];
const at = (value: StateValue, context: Partial<OnboardingContext> = {}): FlowSnapshot =>
  onboardingMachine.resolveState({ value, context: { ...initialContext({ originationId: 'orig-1' }), ...context } });

const offered = preDecisionSignups.prequalified;

describe('accept offer', () => {
  it('shows the offer the signup gives: limit, APR, fee, the pet and the promo points', () => {
    const props = selectAcceptOffer(at({ acceptOffer: 'idle' }, { signup: { ...offered, animal_data: { pet_name: 'Rex', pet_type: 'dog', pet_age: '', pet_breed: '', pet_gender: '' }, promo_points: 25000 } }));
    expect(props).toMatchObject({ firstName: 'Jamie', creditLimit: 5000, purchaseApr: 2624, annualFee: 249, petName: 'Rex', petType: 'dog', promoPoints: 25000, problem: null, submitting: false });
  });

  it('never a $0 offer: without the signup there is nothing to show yet', () => {
    expect(selectAcceptOffer(at({ acceptOffer: 'loadingSignup' }))).toBeNull();
    expect(selectAcceptOffer(at({ acceptOffer: 'idle' }, { signup: signup({ credit_application_credit_limit: null }) }))).toBeNull();
  });

  it('a pet-less card has no pet; user_exists asks to log in; any other failure is the retry text', () => {
    expect(selectAcceptOffer(at({ acceptOffer: 'idle' }, { signup: { ...offered, has_card_animal: false } }))?.petName).toBeNull();
    expect(selectAcceptOffer(at({ acceptOffer: 'idle' }, { signup: offered, outcome: { code: 'userExists', loginUrl: '/signin?next=x' } }))).toMatchObject({ problem: 'user-exists', loginUrl: '/signin?next=x' });
    expect(selectAcceptOffer(at({ acceptOffer: 'idle' }, { signup: offered, outcome: { code: 'unreachable' } }))?.problem).toBe('failed');
  });

  it('is busy while accepting (the state says so)', () => {
    expect(selectAcceptOffer(at({ acceptOffer: 'accepting' }, { signup: offered, agreementTicked: true }))).toMatchObject({ submitting: true, agreed: true });
  });
});

describe('verification', () => {
  it('says each outcome its own way, with the server text where it gave one', () => {
    const notice = (outcome: OnboardingContext['outcome']) => selectVerify(at({ verify: 'entering' }, { outcome, partnerCodeSent: true }), 'partner');
    expect(notice({ code: 'wrongCode' })).toMatchObject({ notice: 'wrong-code', serverMessage: null });
    expect(notice({ code: 'codeExpired', message: 'This code has expired.' })).toMatchObject({ notice: 'code-expired', serverMessage: 'This code has expired.' });
    expect(notice({ code: 'rateLimited', retryAfterS: 30, message: 'Please wait 30 seconds.' })).toMatchObject({ notice: 'rate-limited', serverMessage: 'Please wait 30 seconds.', waitSeconds: 30 });
    expect(notice({ code: 'unreachable' }).notice).toBe('unreachable');
    // A server error is ours, not the applicant's connection.
    expect(notice({ code: 'failed' }).notice).toBe('server-failed');
    expect(notice({ code: 'rejected', serverCode: 'permission_denied', message: 'Not yours.', fieldErrors: {} })).toMatchObject({ notice: 'rejected', serverMessage: 'Not yours.' });
    expect(notice({ code: 'notVerified' }).notice).toBe('not-verified');
    expect(notice({ code: 'phoneLinked' }).notice).toBe('phone-linked');
  });

  it('offers the code input only once a code went out; checks and submits read the state tags', () => {
    expect(selectVerify(at({ verify: 'waiting' }, { phoneNumber: '+15125550100' }), 'partner')).toMatchObject({ checking: true, codeSent: false, codeLength: 4, phoneNumber: '(512) 555-0100' });
    expect(selectVerify(at({ verify: 'submitting' }, { partnerCodeSent: true }), 'partner')).toMatchObject({ checking: false, submitting: true, codeSent: true });
    expect(selectVerify(at({ verifyOwn: 'entering' }, { OTPStatus: 'sent' }), 'own')).toMatchObject({ codeLength: 6, codeSent: true });
    expect(selectVerify(at({ verifyOwn: 'entering' }, { OTPStatus: 'error', outcome: { code: 'codeSendFailed' } }), 'own')).toMatchObject({ codeSent: false, notice: 'send-failed' });
  });
});

describe('additional services', () => {
  it('shows the prices and selections the machine derived, and the modal while it waits for an answer', () => {
    const app = petApplication({ coinsurance: 90 });
    const props = selectAdditionalServices(
      at({ additionalServices: { ready: { countdown: 'ticking', panel: 'confirming' } } }, { petApplication: app, selectedAddOns: ['coinsurance'], addOnPrices: { coinsurance: 100, vet_visit: 150 } }),
    );
    expect(props).toMatchObject({ petName: 'Rex', currentCoinsurance: 90, prices: { coinsurance: 100, vet_visit: 150 }, confirmOpen: true });
    expect(props?.selections.coinsurance).toEqual({ selected: true, option: null });
    expect(props?.selections.deductible).toEqual({ selected: false, option: 250 });
  });

  it('a deductible or limit not chosen yet shows the first option that changes something, so Add never sends the default', () => {
    const idle = { additionalServices: { ready: { countdown: 'ticking', panel: 'idle' } } } as const;
    const fresh = selectAdditionalServices(at(idle, { petApplication: petApplication() }));
    expect(fresh?.selections.deductible).toEqual({ selected: false, option: 250 });
    expect(fresh?.selections.annual_limit).toEqual({ selected: false, option: 25000 });
    // Chosen: the value the application holds.
    const app = petApplication();
    const chosen = { ...app, data: { ...app.data, deductible: 100, annual_limit: 40000 } };
    const props = selectAdditionalServices(at(idle, { petApplication: chosen, selectedAddOns: ['deductible', 'annual_limit'] }));
    expect(props?.selections.deductible).toEqual({ selected: true, option: 100 });
    expect(props?.selections.annual_limit).toEqual({ selected: true, option: 40000 });
  });

  it('offers Add and Remove only while the machine takes them: not while a change is saved or the prices are read', () => {
    const panel = (state: string, context: Partial<OnboardingContext> = {}) =>
      selectAdditionalServices(at({ additionalServices: { ready: { countdown: 'ticking', panel: state } } } as StateValue, { petApplication: petApplication(), selectedAddOns: ['vet_visit'], ...context }));
    const idle = panel('idle');
    expect(Object.values(idle?.canToggle ?? {})).toHaveLength(7);
    expect(Object.values(idle?.canToggle ?? {}).every(Boolean)).toBe(true);
    expect(idle).toMatchObject({ pendingAddOn: null, pricesUpdating: false, canFinalize: true, canChooseNoChanges: true });
    for (const state of ['settingCoverages', 'settingOption', 'fetchingPricing', 'restoringOption', 'restoringCoverages', 'configuring']) {
      const busy = panel(state, { changingAddOn: 'vet_visit' });
      expect(Object.values(busy?.canToggle ?? {}), state).toHaveLength(7);
      expect(Object.values(busy?.canToggle ?? {}).some(Boolean), state).toBe(false);
      expect(busy, state).toMatchObject({ canFinalize: false, canChooseNoChanges: false });
    }
    // The add-on being saved says so; then the prices are being read.
    expect(panel('settingCoverages', { changingAddOn: 'vet_visit' })).toMatchObject({ pendingAddOn: 'vet_visit', pricesUpdating: false });
    expect(panel('fetchingPricing', { changingAddOn: null })).toMatchObject({ pendingAddOn: null, pricesUpdating: true });
  });

  it('offers the alternate payment only with an add-on to pay for, to a signed-in applicant (its phone is stored for the user)', () => {
    const idle = { additionalServices: { ready: { countdown: 'ticking', panel: 'idle' } } } as const;
    expect(selectAdditionalServices(at(idle, { petApplication: petApplication(), selectedAddOns: [], isLoggedIn: true }))?.canUseAlternatePayment).toBe(false);
    expect(selectAdditionalServices(at(idle, { petApplication: petApplication(), selectedAddOns: ['vet_visit'], isLoggedIn: true }))?.canUseAlternatePayment).toBe(true);
    expect(selectAdditionalServices(at(idle, { petApplication: petApplication(), selectedAddOns: ['vet_visit'], isLoggedIn: false }))?.canUseAlternatePayment).toBe(false);
    expect(selectAdditionalServices(at({ additionalServices: 'loadingPetApplication' }))).toBeNull();
  });

  it('after the window the page is the finalized policy: no change offered, failures of a change not shown', () => {
    const finalized = selectAdditionalServices(at({ additionalServices: { finalized: 'shown' } }, { petApplication: petApplication(), selectedAddOns: [] }));
    expect(finalized).toMatchObject({ finalized: true, canUseAlternatePayment: false, confirmOpen: false });
    // Not configured by the server yet: it is being finalized with standard coverage.
    const pending = selectAdditionalServices(at({ additionalServices: { finalized: 'shown' } }, { petApplication: petApplication({ coinsurance: 90 }), selectedAddOns: ['coinsurance'] }));
    expect(pending?.selections.coinsurance?.selected).toBe(false);
    const paid = selectAdditionalServices(
      at({ additionalServices: { finalized: 'shown' } }, { petApplication: petApplication({ coinsurance: 90, policyConfigured: true }), selectedAddOns: ['coinsurance'], policyConfigured: true }),
    );
    expect(paid?.selections.coinsurance?.selected).toBe(true);
    const open = selectAdditionalServices(at({ additionalServices: { ready: { countdown: 'ticking', panel: 'idle' } } }, { petApplication: petApplication() }));
    expect(open?.finalized).toBe(false);
  });

  it("a refused configuration shows the page's own failure, not a server text", () => {
    const props = selectAdditionalServices(at({ additionalServices: { ready: { countdown: 'ticking', panel: 'idle' } } }, { petApplication: petApplication(), outcome: { code: 'failed' } }));
    expect(props).toMatchObject({ failure: 'server-failed', error: null });
  });
});

describe('sign-in', () => {
  it('the email form, then the code; the login route says why', () => {
    expect(selectSignIn(at({ signin: 'email' }, { signinNext: '/onboard/card/applicant-details' }))).toMatchObject({ step: 'email', previouslyStarted: true });
    expect(selectSignIn(at({ signin: 'code' }, { signinEmail: 'j@example.com', outcome: { code: 'wrongCode' } }))).toMatchObject({ step: 'code', email: 'j@example.com', notice: 'wrong-code' });
    expect(selectSignIn(at({ signin: 'resendingCode' }, { signinEmail: 'j@example.com' }))).toMatchObject({ step: 'code', resending: true });
    expect(selectSignIn(at({ signin: 'email' }, { outcome: { code: 'unreachable' } })).notice).toBe('unreachable');
    expect(selectSignIn(at({ signin: 'email' }, { outcome: { code: 'failed' } })).notice).toBe('server-failed');
  });
});

describe('start form', () => {
  it("a failed start: the server's field errors on their fields, its text, or the spec's retry notice", () => {
    expect(selectStartForm(at({ offerStart: 'form' }, { outcome: { code: 'rejected', serverCode: 'invalid', message: 'Dob is invalid', fieldErrors: { dob: ['Dob is invalid'] } } }))).toMatchObject({
      fieldErrors: { dob: ['Dob is invalid'] },
      error: null,
      notice: null,
    });
    expect(selectStartForm(at({ offerStart: 'form' }, { outcome: { code: 'rateLimited', retryAfterS: 60, message: 'Too many applications.' } }))).toMatchObject({ error: 'Too many applications.' });
    expect(selectStartForm(at({ offerStart: 'form' }, { outcome: { code: 'failed' } }))).toMatchObject({ notice: 'start-failed', error: null });
    expect(selectStartForm(at({ offerStart: 'submitting' })).submitting).toBe(true);
  });

  it("the offer page's points offer follows its offer id", () => {
    expect(selectOfferStart(at({ offerStart: 'form' }, { offerId: 'v2' })).pointsOffer).toMatchObject({ id: 'v2', points: 25000, offer_code: 'points_02' });
    expect(selectOfferStart(at({ offerStart: 'form' })).pointsOffer).toBeNull();
  });
});

describe('the other screens', () => {
  it('not pre-qualified shows nothing until its status is known, then the status and the pet', () => {
    expect(selectNotPreQualified(at({ notPreQualified: 'loadingSignup' }))).toBeNull();
    expect(selectNotPreQualified(at({ notPreQualified: 'shown' }, { notPreQualifiedStatus: 'ko_frozen_file', signup: signup({ animal_data: { pet_name: 'Rex', pet_type: 'dog', pet_age: '', pet_breed: '', pet_gender: '' } }) }))).toEqual({
      status: 'ko_frozen_file',
      petName: 'Rex',
    });
  });

  it('the personal step is prefilled from the challenge only', () => {
    const props = selectUserInfo(at({ user: 'editing' }, { challenge }));
    expect(props).toMatchObject({ challenge, draftKey: 'user:orig-1', submitting: false });
    // The phone on file is the challenge's, read by the screen: not passed a second time.
    expect(props).not.toHaveProperty('phoneNumber');
  });

  it('the documents asked for come with the signup; the ones uploaded are listed', () => {
    const uploaded = [{ id: 'd', name: 'a.pdf', created: '2026-11-21T12:00:00.000Z', document_type: 'Proof of income' }];
    const props = selectUploadDocument(at({ additionalInformation: 'choosing' }, { signup: preDecisionSignups.documentsNeeded, uploadedDocuments: uploaded }), 'additional-information');
    expect(props).toEqual({ variant: 'additional-information', documentTypes: [{ id: 'doc-1', name: 'Proof of income', document_age: 30 }], uploaded, rows: [], submitting: false, canSubmit: true });
  });

  it("each file picked is a row with the machine's outcome, without its file; Submit waits while files are on their way", () => {
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    const uploads = [
      { key: 'a', name: 'page-1.png', documentType: 'Proof of income', status: 'uploaded' as const, problem: null, file: null, documentId: 'doc-a' },
      { key: 'b', name: 'page-2.pdf', documentType: 'Proof of income', status: 'uploading' as const, problem: null, file, documentId: null },
      { key: 'c', name: 'notes.txt', documentType: 'Proof of income', status: 'failed' as const, problem: 'wrongType' as const, file: null, documentId: null },
    ];
    const props = selectUploadDocument(at({ additionalInformation: 'uploading' }, { signup: preDecisionSignups.documentsNeeded, uploadedDocuments: [], uploads, documentType: 'Proof of income' }), 'additional-information');
    expect(props.rows).toEqual([
      { key: 'a', name: 'page-1.png', status: 'uploaded', problem: null, documentId: 'doc-a' },
      { key: 'b', name: 'page-2.pdf', status: 'uploading', problem: null, documentId: null },
      { key: 'c', name: 'notes.txt', status: 'failed', problem: 'wrongType', documentId: null },
    ]);
    expect(props).toMatchObject({ submitting: true, canSubmit: false });
  });

  it('the decision waits: before the offer and after it', () => {
    expect(selectProcessing(at({ preprocessing: 'waiting' }))).toEqual({ stage: 'pre-approval', timedOut: false });
    expect(selectProcessing(at({ processing: 'timedOut' }, { outcome: { code: 'decisionTimedOut' } }))).toEqual({ stage: 'approval', timedOut: true });
  });

  it('the Dashboard: the card from the signup, where a signed-in application stands and the way back in', () => {
    const props = selectDashboard(
      at({ dashboard: 'shown' }, { signup: offered, applications: [{ id: 'orig-1', next: 'zoomies.card.accept-offer', created: '2026-11-21T12:00:00.000Z', phone_number: '+15125550100' }] }),
    );
    expect(props).toMatchObject({ firstName: 'Jamie', card: { creditLimit: 5000, purchaseApr: 2624, annualFee: 249 }, policy: null });
    expect(props.application).toEqual({ next: 'zoomies.card.accept-offer', continueHref: '/onboard/card/orig-1/accept-offer' });
    expect(selectDashboard(at({ dashboard: 'shown' }, { signup: offered, applications: [{ id: 'orig-1', next: 'user.onboard.base', created: '', phone_number: '' }] })).application?.continueHref).toBeNull();
    expect(selectDashboard(at({ dashboard: 'shown' })).card).toBeNull();
  });

  it("the Dashboard's waiting periods are the state config the server gave for the plan's state", () => {
    const props = selectDashboard(at({ dashboard: 'shown' }, { signup: offered, plan, planLoaded: true, stateConfig: { state: 'TX', accident_days: 2, illness_days: 10, cruciate_days: 90 } }));
    expect(props.policy).toMatchObject({ state: 'TX', waitingPeriod: { accident_days: 2, illness_days: 10, cruciate_days: 90 } });
    expect(selectDashboard(at({ dashboard: 'shown' }, { signup: offered, plan, planLoaded: true })).policy?.waitingPeriod).toBeUndefined();
  });
});

describe('payment', () => {
  it("shows what the server stores and will charge: the purchase's monthly instalment ($12.50 for $150 a year), not the card-pricing display", () => {
    const props = selectPayment(at({ payment: 'entering' }, { planPurchase: purchase({ annual_total: 150, monthly_total: 12.5 }), petApplication: petApplication() }));
    expect(props).toMatchObject({ annualTotal: 150, monthlyTotal: 12.5 });
    // Whatever the server stored is the figure shown: the page computes none of its own.
    const stored = selectPayment(at({ payment: 'entering' }, { planPurchase: purchase({ annual_total: 250, monthly_total: 20.84 }), petApplication: petApplication() }));
    expect(stored).toMatchObject({ annualTotal: 250, monthlyTotal: 20.84 });
  });
});

describe('the shell', () => {
  it('shows the loading view, the retry view or the screen, from the state tags', () => {
    expect(selectShell(at({ acceptOffer: 'loadingSignup' })).view).toBe('loading');
    expect(selectShell(at({ acceptOffer: 'loadFailed' })).view).toBe('retry');
    expect(selectShell(at({ acceptOffer: 'idle' }, { signup: offered }))).toMatchObject({ view: 'screen', step: 4, maxStep: 7 });
  });

  it('offers Back where the machine takes it, and speaks of the pet on file', () => {
    // Back to the accepted offer is blocked: no Back button that does nothing.
    expect(selectShell(at({ congratulations: 'shown' })).canGoBack).toBe(false);
    expect(selectShell(at({ payment: 'failed' })).canGoBack).toBe(true);
    expect(selectShell(at({ quiz: 'answering' })).canGoBack).toBe(false);
    expect(selectShell(at({ quiz: 'answering' }, { signup: signup({ animal_data: { pet_name: 'Tom', pet_type: 'cat', pet_age: '', pet_breed: '', pet_gender: '' } }) })).petType).toBe('cat');
  });
});
