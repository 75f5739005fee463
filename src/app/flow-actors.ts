import { fromPromise } from 'xstate';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ApiClient } from '../../services/api/api-client.ts';
import type { Analytics, AnalyticsEventName, AnalyticsProperties } from '../../services/analytics/analytics.ts';
import type { SessionStore } from '../../services/session/session-store.ts';
import { createPkcePair } from '../../services/handoff/pkce.ts';
import type { VerifierStore } from '../../services/handoff/pkce.ts';
import type { onboardingActors } from '../../machines/onboarding.actors.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import type {
  OriginationRefInput,
  AcceptOfferInput,
  StartOriginationInput,
  VerifyPartnerCodeInput,
  VerifyOwnCodeInput,
  SubmitPetInput,
  CompleteApplicationInput,
  QuizInput,
  SetPolicyOptionInput,
  SetCoveragesInput,
  ConfigurePolicyInput,
  CreatePlanPurchaseInput,
  CompletePurchaseInput,
  UploadDocumentInput,
  TrackEventInput,
} from '../../machines/onboarding.types.ts';
import type { AlternateAddress } from '../../services/contract/origination.schema.ts';
import type { PolicyOptions } from '../../services/contract/insurance.schema.ts';
import type { UploadedDocument } from '../../services/contract/documents.schema.ts';
import type { IdentityCheckSession } from '../../services/identity-check/identity-check-session.ts';

// The real implementations of the machine's named actors: each is one contract call through the one
// API client. Errors reject (the machine's onError decides); only analytics swallows failures.

export interface FlowActorDeps {
  /** Keeps the PKCE verifier of the instant link until the link is opened in this browser. */
  handoffVerifiers?: VerifierStore;
  api: ApiClient;
  session: SessionStore;
  analytics: Analytics;
  /** Progress listeners of the files being uploaded (the uploader screen shows a bar per file). */
  uploadProgress?: Map<Blob, (fraction: number) => void>;
  /** The start call's device fingerprint, when an identity-check session ran in this browser. */
  identityCheck?: IdentityCheckSession;
  /**
   * The start call's `finalTargetUrl`: the address where this application continues once the phone
   * check's link is opened (the instant link's landing page, on this app's origin).
   */
  finalTargetUrl?: string;
}

/** `{ fingerprint }` when an identity-check session gave this device one; nothing otherwise. */
function fingerprintOf(identityCheck: IdentityCheckSession | undefined): { fingerprint?: string } {
  const fingerprint = identityCheck?.deviceFingerprint();
  return fingerprint ? { fingerprint } : {};
}

const ref = (input: OriginationRefInput) => ({ client_id: input.clientId, origination_id: input.originationId });

/** The machine's named actors with their real calls, by job (the machine's names are the keys). */
export function createFlowActors(deps: FlowActorDeps) {
  return {
    ...applicationActors(deps),
    ...insuranceActors(deps),
    ...accountActors(deps),
    trackEvent: trackEventActor(deps),
    session: signInActor(deps),
  } satisfies Partial<Record<keyof typeof onboardingActors, unknown>>;
}

/** From the start of an application to the accepted offer: the origination calls. */
function applicationActors({ api, session, handoffVerifiers, identityCheck, finalTargetUrl }: FlowActorDeps) {
  return {
    startOrigination: fromPromise(async ({ input }: { input: StartOriginationInput }) => {
      const started = await api.call(endpoints.originationStart, {
        body: {
          client_id: input.clientId,
          flowType: input.isMobile ? 'mobile' : 'desktop',
          phoneNumber: input.phoneNumber,
          dob: input.dob,
          ...(input.promoCode ? { promoCode: input.promoCode } : {}),
          ...(input.offerCode ? { offerCode: input.offerCode as 'points_01' | 'points_02' | 'points_03' } : {}),
          ...(finalTargetUrl ? { finalTargetUrl } : {}),
          ...fingerprintOf(identityCheck),
        },
      });
      // The applicant token is the bearer of every origination call until `complete` issues tokens.
      // A phone that already applied gets no token (empty): the applicant signs in instead.
      if (started.auth_token) session.setApplicantToken(started.auth_token, started.id);
      return started;
    }),
    listApplications: fromPromise(async (_: { input: Record<string, never> }) => (await api.call(endpoints.listOriginations)).results),
    sendInstantLink: fromPromise(async ({ input }: { input: OriginationRefInput }) => {
      // The hand-off: a random verifier stays here, its SHA-256 challenge goes to the server, which
      // texts the link to the applicant's phone.
      // The link is the applicant's own session handed over: without their token there is nothing to
      // hand over, and the step fails here (its retry offered) rather than sending an empty jwt.
      const jwt = session.getApplicantToken()?.token;
      if (!jwt) throw new Error('sendInstantLink: no applicant token to hand over');
      const pkce = await createPkcePair();
      handoffVerifiers?.save(pkce.verifier);
      return api.call(endpoints.authHandoff, {
        body: { jwt, resource: input.originationId, code_challenge: pkce.challenge },
      });
    }),
    startPhoneCheck: fromPromise(({ input }: { input: OriginationRefInput }) =>
      api.call(endpoints.phoneCheckStart, { params: { id: input.originationId } }),
    ),
    verifyPartnerCode: fromPromise(({ input }: { input: VerifyPartnerCodeInput }) =>
      api.call(endpoints.phoneCheckVerify, { params: { id: input.originationId }, body: { code: input.code } }),
    ),
    validateOrigination: fromPromise(({ input }: { input: OriginationRefInput }) =>
      api.call(endpoints.originationValidate, { body: ref(input) }),
    ),
    sendOwnCode: fromPromise(({ input }: { input: OriginationRefInput }) =>
      api.call(endpoints.sendOwnCode, { params: { id: input.originationId } }),
    ),
    verifyOwnCode: fromPromise(({ input }: { input: VerifyOwnCodeInput }) =>
      api.call(endpoints.verifyOwnCode, {
        params: { id: input.originationId },
        body: { shared_key: input.sharedKey, otp: input.otp },
      }),
    ),
    loadChallenge: fromPromise(({ input }: { input: OriginationRefInput }) =>
      api.call(endpoints.originationChallenge, { body: ref(input) }),
    ),
    submitPet: fromPromise(({ input }: { input: SubmitPetInput }) =>
      api.call(endpoints.petInformation, { body: { ...ref(input), animal: input.animal, address: input.address } }),
    ),
    completeApplication: fromPromise(async ({ input }: { input: CompleteApplicationInput }) => {
      const completed = await api.call(endpoints.originationComplete, { body: input });
      if (completed.token) session.setTokens(completed.token);
      return completed;
    }),
    fetchSignup: fromPromise(({ input }: { input: { originationId: string } }) =>
      api.call(endpoints.signupDetail, { params: { id: input.originationId } }),
    ),
    acceptOffer: fromPromise(({ input }: { input: AcceptOfferInput }) =>
      api.call(endpoints.acceptOffer, { body: { ...ref(input), agreed_documents: input.agreedDocuments } }),
    ),
    submitAlternateAddress: fromPromise(({ input }: { input: { originationId: string; address: AlternateAddress } }) =>
      api.call(endpoints.updateAddress, { params: { id: input.originationId }, body: { address: input.address } }),
    ),
  };
}

/** The pet insurance and its payment: the quiz, the policy's options and coverages, its price, the payer's phone, the purchase. */
function insuranceActors({ api }: FlowActorDeps) {
  return {
    submitQuiz: fromPromise(({ input }: { input: QuizInput }) =>
      api.call(endpoints.insuranceQuiz, {
        params: { id: input.originationId },
        body: { had_insurance_before: input.hadInsuranceBefore },
      }),
    ),
    loadPetApplication: fromPromise(({ input }: { input: { applicationId: string } }) =>
      api.call(endpoints.getPetApplication, { params: { id: input.applicationId } }),
    ),
    setPolicyOption: fromPromise(({ input }: { input: SetPolicyOptionInput }) =>
      api.call(endpoints.patchPetApplication, {
        params: { id: input.applicationId },
        body: { data: { [input.field]: input.value } },
      }),
    ),
    setCoverages: fromPromise(({ input }: { input: SetCoveragesInput }) =>
      api.call(endpoints.patchInsuranceQuote, { params: { id: input.quoteId }, body: { coverages: input.coverages } }),
    ),
    fetchPricing: fromPromise(({ input }: { input: { quoteId: string; options: PolicyOptions } }) =>
      api.call(endpoints.quotePricing, { params: { id: input.quoteId }, body: input.options }),
    ),
    createPlanPurchase: fromPromise(({ input }: { input: CreatePlanPurchaseInput }) =>
      api.call(endpoints.createPlanPurchase, {
        body: { application: input.applicationId, payment_period: input.paymentPeriod },
      }),
    ),
    completePurchase: fromPromise(({ input }: { input: CompletePurchaseInput }) =>
      api.call(endpoints.completePlanPurchase, {
        params: { id: input.purchaseId },
        body: { payment_method: input.paymentMethod, payment_period: input.paymentPeriod },
      }),
    ),
    registerPhone: fromPromise(({ input }: { input: { phoneNumber: string } }) =>
      api.call(endpoints.registerPhone, { body: { phone_number: input.phoneNumber } }),
    ),
    refetchPurchase: fromPromise(({ input }: { input: { purchaseId: string } }) =>
      api.call(endpoints.getPlanPurchase, { params: { id: input.purchaseId } }),
    ),
    configurePolicy: fromPromise(({ input }: { input: ConfigurePolicyInput }) =>
      api.call(endpoints.policyConfig, {
        body: { insurance_quote: input.quoteId, used_alternate_payment_method: input.usedAlternatePaymentMethod },
      }),
    ),
  };
}

/** After the application: the documents, the plan, the summary and the state's configuration. */
function accountActors({ api, uploadProgress }: FlowActorDeps) {
  return {
    uploadDocument: fromPromise<UploadedDocument, UploadDocumentInput>(({ input }) => {
      const form = new FormData();
      form.set('file', input.file, input.name);
      form.set('name', input.name);
      form.set('document_type', input.documentType);
      form.set('is_effectiv_document', 'false');
      // The file's progress listener goes once it is sent, whatever the answer.
      return api.upload(endpoints.uploadDocument, form, uploadProgress?.get(input.file)).finally(() => uploadProgress?.delete(input.file));
    }),
    loadRegulatoryDocuments: fromPromise(async (_: { input: Record<string, never> }) => (await api.call(endpoints.regulatoryDocuments)).results),
    loadApplicationSummary: fromPromise(({ input }: { input: { originationId: string } }) => api.call(endpoints.getOrigination, { params: { id: input.originationId } })),
    listDocuments: fromPromise(async (_: { input: Record<string, never> }) => (await api.call(endpoints.userAccountDocuments)).results),
    loadPlan: fromPromise(({ input }: { input: { planId: string } }) => api.call(endpoints.detailedPlan, { params: { id: input.planId } })),
    // The document: "the first of results is used".
    loadStateConfig: fromPromise(async ({ input }: { input: { state: string } }) => (await api.call(endpoints.stateConfigs, { query: { state__abbreviation: input.state } })).results[0] ?? null),
  };
}

/** Analytics, which never breaks the flow: the analytics service swallows its own failures. */
function trackEventActor({ analytics }: FlowActorDeps) {
  return fromPromise(async ({ input }: { input: TrackEventInput }) => {
    if (input.kind === 'identify' && input.userId) {
      analytics.identify({ id: input.userId });
      return;
    }
    analytics.track(input.name as AnalyticsEventName, (input.properties ?? {}) as AnalyticsProperties<AnalyticsEventName>);
  });
}

// The sign-in child with its real calls (its own definition only rejects): the tokens it gets
// become the app session's, like those of a completed application. Refreshing is the API
// client's, through the same store (decision 0036).
function signInActor({ api, session }: FlowActorDeps) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }: { input: { email: string } }) => api.call(endpoints.login, { body: { email: input.email } })),
      validateLogin: fromPromise(async ({ input }: { input: { sharedKey: string; otp: string } }) => {
        const signedIn = await api.call(endpoints.loginValidate, { body: { shared_key: input.sharedKey, otp: input.otp } });
        session.setTokens({ access: signedIn.access, refresh: signedIn.refresh });
        return signedIn;
      }),
    },
  });
}
