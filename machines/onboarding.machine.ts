import { baseSetup } from './onboarding.setup.ts';
import { initialContext } from './onboarding.context.ts';
import { startStates, startActions, startGuards } from './steps/start.step.ts';
import { verifyStates, verifyActions, verifyGuards } from './steps/verify.step.ts';
import { petStates, petActions, petGuards } from './steps/pet.step.ts';
import { userStates, userActions, userGuards } from './steps/user.step.ts';
import { decisionStates, decisionActions, decisionGuards } from './steps/decision.step.ts';
import { offerStates, offerActions, offerGuards } from './steps/offer.step.ts';
import { insuranceStates, insuranceActions, insuranceGuards } from './steps/insurance.step.ts';
import { paymentStates, paymentActions, paymentGuards } from './steps/payment.step.ts';
import { outcomeStates, outcomeActions, outcomeGuards } from './steps/outcomes.step.ts';
import { signinStates, signinActions, signinGuards } from './steps/signin.step.ts';
import { resumeStates, resumeActions, resumeGuards } from './steps/resume.step.ts';
import type { OnboardingInput } from './onboarding.types.ts';

// The one onboarding machine: every screen of both spec documents is a state (its id is the route
// table's state id), composed from one file per step. Each step brings its own states, actions and guards;
// they are merged into the shared `setup()` here. The session child runs with systemId 'session'.

const s = baseSetup.extend({
  actions: {
    ...startActions,
    ...verifyActions,
    ...petActions,
    ...userActions,
    ...decisionActions,
    ...offerActions,
    ...insuranceActions,
    ...paymentActions,
    ...outcomeActions,
    ...signinActions,
    ...resumeActions,
  },
  guards: {
    ...startGuards,
    ...verifyGuards,
    ...petGuards,
    ...userGuards,
    ...decisionGuards,
    ...offerGuards,
    ...insuranceGuards,
    ...paymentGuards,
    ...outcomeGuards,
    ...signinGuards,
    ...resumeGuards,
  },
});

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
      onDone: { actions: { type: 'storeRegulatoryDocuments', params: ({ event }) => event.output } },
    },
  ],
  on: {
    // Close goes to the Dashboard, which is never final: Start over, Back and Forward go on from it.
    'user.close': { target: '#dashboard' },
    'user.reload': { target: '.boot', actions: ['resetFlow', 'emitFlowReset', 'signOutSession'] },
    'nav.location': { guard: 'isFlowLocation', actions: ['applyLocation', 'routeToLocation'] },
    'session.signedIn': { actions: 'markSignedIn' },
    'session.signedOut': { actions: 'markSignedOut' },
    // The app's own session store changed (a rotated pair, a failed refresh): the flow and the
    // session child follow it.
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
    // Each step file exports its states in order; the groups' order is the drawn flow's (the map and
    // the generated paths read it), so a state added to a step file needs no edit here.
    ...startStates,
    ...signinStates,
    ...resumeStates,
    ...verifyStates,
    ...petStates,
    ...userStates,
    ...decisionStates,
    ...offerStates,
    ...insuranceStates,
    ...paymentStates,
    ...outcomeStates,
  },
});

