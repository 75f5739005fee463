import { onboardingSetup as s } from './onboarding.setup.ts';
import { initialContext } from './onboarding.context.ts';
import { offerStartState, getStartedState, instalinkState } from './steps/start.step.ts';
import { verifyState, verifyOwnState } from './steps/verify.step.ts';
import { aboutState, waitlistState, petlessOfferState } from './steps/pet.step.ts';
import { userState } from './steps/user.step.ts';
import { preprocessingState, processingState } from './steps/decision.step.ts';
import { acceptOfferState, congratulationsState, quizState } from './steps/offer.step.ts';
import { additionalServicesState } from './steps/insurance.step.ts';
import { paymentState, welcomeState } from './steps/payment.step.ts';
import { notPreQualifiedState, unsupportedAddressState, uploadDocumentState, additionalInformationState, dashboardState } from './steps/outcomes.step.ts';
import { signinState } from './steps/signin.step.ts';
import type { OnboardingInput } from './onboarding.types.ts';

// The one onboarding machine: every screen of both spec documents is a state (its id is the route
// table's state id), composed from one file per step. The session child runs with systemId 'session'.

export const onboardingMachine = s.createMachine({
  id: 'onboarding',
  context: ({ input }) => initialContext(input),
  invoke: [
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ event }) => ({ tokens: (event as { input?: OnboardingInput }).input?.tokens ?? null }),
    },
    {
      // The shell loads the regulatory documents once (links of the agreements).
      id: 'loadRegulatoryDocuments',
      src: 'loadRegulatoryDocuments',
      input: () => ({}),
      onDone: { actions: 'storeRegulatoryDocuments' },
    },
  ],
  on: {
    'user.close': { target: '#dashboard' },
    'user.reload': { target: '.boot', actions: ['resetFlow', 'emitFlowReset', 'signOutSession'] },
    'nav.location': { guard: 'isFlowLocation', actions: ['applyLocation', 'routeToLocation'] },
    'session.signedIn': { actions: 'markSignedIn' },
    'session.signedOut': { actions: 'markSignedOut' },
    // The app's own session store changed (sign-in elsewhere, refresh failed): mirror it.
    'app.tokens': { actions: 'applyAppTokens' },
    // Fire-and-forget children (analytics, the documents load) may fail: their failures are
    // swallowed here; every step's own invoke handles its errors first.
    'xstate.error.actor.*': { actions: 'ignoreChildFailure' },
  },
  initial: 'boot',
  states: {
    boot: {
      description: 'Chooses the start screen the visitor arrived on.',
      always: [{ guard: 'isGetStartedEntry', target: 'getStarted' }, { target: 'offerStart' }],
    },
    offerStart: offerStartState,
    getStarted: getStartedState,
    instalink: instalinkState,
    signin: signinState,
    verify: verifyState,
    verifyOwn: verifyOwnState,
    about: aboutState,
    waitlist: waitlistState,
    petlessOffer: petlessOfferState,
    user: userState,
    preprocessing: preprocessingState,
    acceptOffer: acceptOfferState,
    processing: processingState,
    congratulations: congratulationsState,
    quiz: quizState,
    additionalServices: additionalServicesState,
    payment: paymentState,
    welcome: welcomeState,
    notPreQualified: notPreQualifiedState,
    unsupportedAddress: unsupportedAddressState,
    uploadDocument: uploadDocumentState,
    additionalInformation: additionalInformationState,
    dashboard: dashboardState,
  },
});

export type OnboardingMachine = typeof onboardingMachine;
