import { and, not } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { stepMeta } from './step-declarations.ts';
import { errorOf } from '../service-error.ts';
import { assignContext, originationOf, given, type GuardArgs } from './step-kit.ts';
import { POINTS_OFFERS } from '../../services/contract/marketing.schema.ts';
import { LOGIN_ROUTE, type OriginationStartResponse, type OriginationSummary } from '../../services/contract/origination.schema.ts';
import { submitted, isSubmitOf } from '../submitted-values.ts';
import { isOwnCodeUsed } from '../rules/start.rules.ts';
import { stateIdForRoute } from '../route-table.ts';
import { firstApplication } from './first-application.ts';
import { readsAgainAfterReload } from './loads-what-it-needs.ts';

// Offer start and "Let's get started": the same form. Submit starts the origination. A phone that
// already has an application gets the login route (its status comes only after sign-in); its
// signed-in owner gets its route. A logged-in visitor is first looked up and sent to an existing
// application.

export const startActions = {
  storeStartValues: assignContext(({ event }) => {
    const values = submitted(event, 'start');
    return { phoneNumber: values.phoneNumber, dobMonthDay: values.dob, outcome: null };
  }),
  storeOrigination: assignContext((_, started: OriginationStartResponse) => ({
    originationId: started.id,
    hasAuthToken: !!started.auth_token,
    correlationId: started.correlation_id,
  })),
  /** The login route: sign in first; the server's message says why, `login_next` where to go on. */
  storeLoginRoute: assignContext((_, started: OriginationStartResponse) => ({
    outcome: { code: 'previouslyStarted', message: started.login_message ?? null },
    signinNext: started.login_next ?? (started.next !== LOGIN_ROUTE ? started.next : null),
  })),
};

export const startGuards = {
  hasStartValues: ({ event }: GuardArgs) => {
    if (!isSubmitOf(event, 'start')) return false;
    return /^\+1\d{10}$/.test(event.values.phoneNumber) && /^\d{2}-\d{2}$/.test(event.values.dob);
  },
  /** This phone already has an application and the caller may not see it yet: sign in. */
  isLoginRoute: ({ context }: GuardArgs, started: OriginationStartResponse) =>
    started.next === LOGIN_ROUTE || (started.next !== null && !context.isLoggedIn),
  /** Its signed-in owner: straight to the application's route. */
  hasResumeRoute: (_: GuardArgs, started: OriginationStartResponse) => started.next !== null && started.next !== LOGIN_ROUTE,
  /** Own code after start: no correlation id, or 2 failed partner attempts. */
  isOwnCodeUsed: ({ context }: GuardArgs, started: OriginationStartResponse) => isOwnCodeUsed(started.correlation_id, context.partnerAttempts),
  /** The logged-in lookup found an application whose route the machine knows. */
  hasResumableApplication: (_: GuardArgs, applications: OriginationSummary[]) => {
    const next = applications[0]?.next;
    return !!next && stateIdForRoute(next) !== null;
  },
};

const s = baseSetup.extend({ actions: startActions, guards: startGuards });

/** card_signup_started, with how the application started. */
const trackSignupStarted = {
  type: 'track',
  params: ({ context }: { context: { isMobile: boolean; offerId: keyof typeof POINTS_OFFERS | null; promoCode: string | null } }) => ({
    kind: 'track' as const,
    name: 'card_signup_started',
    properties: { flow_type: context.isMobile ? 'mobile' : 'desktop', offer_code: context.offerId ? POINTS_OFFERS[context.offerId].offer_code : null, promo_code: context.promoCode },
  }),
} as const;

const startScreen = (id: 'offerStart' | 'getStarted', description: string) =>
  s.createStateConfig({
    id,
    description,
    route: {},
    meta: stepMeta(id),
    initial: 'checkingSession',
    states: {
      checkingSession: {
        always: [{ guard: 'isLoggedIn', target: 'lookingUp' }, { target: 'form' }],
      },
      lookingUp: {
        tags: 'loading',
        invoke: {
          id: 'listApplications',
          src: 'listApplications',
          input: () => ({}),
          onDone: [
            {
              guard: { type: 'hasResumableApplication', params: ({ event }) => event.output },
              target: 'form',
              actions: [
                { type: 'adoptApplication', params: ({ event }) => ({ id: firstApplication(event.output).id }) },
                { type: 'routeToApplicationStep', params: ({ event }) => firstApplication(event.output).next },
              ],
            },
            { target: 'form' },
          ],
          onError: { target: 'form' },
        },
      },
      form: {
        on: {
          'user.submit': { guard: 'hasStartValues', target: 'submitting', actions: 'storeStartValues' },
        },
      },
      submitting: {
        tags: 'busy',
        invoke: {
          id: 'startOrigination',
          src: 'startOrigination',
          input: ({ context }) => ({
            clientId: context.clientId,
            isMobile: context.isMobile,
            phoneNumber: given(context.phoneNumber, 'the phone number of the start form that startOrigination needs'),
            dob: given(context.dobMonthDay, 'the birthday of the start form that startOrigination needs'),
            promoCode: context.promoCode,
            offerCode: context.offerId ? POINTS_OFFERS[context.offerId].offer_code : null,
          }),
          onDone: [
            {
              guard: { type: 'isLoginRoute', params: ({ event }) => event.output },
              target: '#signin',
              actions: [
                { type: 'adoptApplication', params: ({ event }) => ({ id: event.output.id }) },
                { type: 'storeOrigination', params: ({ event }) => event.output },
                { type: 'storeLoginRoute', params: ({ event }) => event.output },
              ],
            },
            {
              guard: { type: 'hasResumeRoute', params: ({ event }) => event.output },
              target: 'form',
              actions: [
                { type: 'adoptApplication', params: ({ event }) => ({ id: event.output.id }) },
                { type: 'storeOrigination', params: ({ event }) => event.output },
                { type: 'routeToApplicationStep', params: ({ event }) => event.output.next },
              ],
            },
            {
              guard: 'isMobile',
              target: '#instalink',
              actions: [{ type: 'adoptApplication', params: ({ event }) => ({ id: event.output.id }) }, { type: 'storeOrigination', params: ({ event }) => event.output }, trackSignupStarted],
            },
            {
              guard: { type: 'isOwnCodeUsed', params: ({ event }) => event.output },
              target: '#verifyOwn',
              actions: [
                { type: 'adoptApplication', params: ({ event }) => ({ id: event.output.id }) },
                { type: 'storeOrigination', params: ({ event }) => event.output },
                'chooseOwnCode',
                trackSignupStarted,
              ],
            },
            {
              target: '#verify',
              actions: [{ type: 'adoptApplication', params: ({ event }) => ({ id: event.output.id }) }, { type: 'storeOrigination', params: ({ event }) => event.output }, trackSignupStarted],
            },
          ],
          // A failed start returns the server's answer to the screen (its text, its field errors).
          onError: { target: 'form', actions: { type: 'storeFailure', params: errorOf } },
        },
      },
    },
  });

const offerStartState = startScreen('offerStart', 'The offer page: phone number and birthday start the application.');
const getStartedState = startScreen('getStarted', "Let's get started: the same phone and birthday form, with a prefill subtitle.");

/**
 * Mobile hand-off: 'Check your email for the link sent!'. The link is texted to the phone; opening it
 * (the app redeems it) continues the application at the pet step through a deep link.
 */
const instalinkState = s.createStateConfig({
  id: 'instalink',
  description: 'On a phone: the instant link that continues the application is texted to it.',
  // A link already opened (Back from the pet page, in the tab that opened it) is a step done: the
  // flow holds the proof of the verified phone, and the page that would send the link again is not
  // a place to go back to. The flow stays where it is (decision 0075).
  route: { guard: and(['hasOrigination', not('hasVerifiedPhone')]) },
  meta: stepMeta('instalink'),
  initial: 'sending',
  states: {
    sending: {
      tags: 'sending',
      invoke: {
        id: 'sendInstantLink',
        src: 'sendInstantLink',
        input: ({ context }) => ({ clientId: context.clientId, originationId: originationOf(context, 'sendInstantLink') }),
        onDone: { target: 'sent', actions: 'clearOutcome' },
        onError: [
          sessionEnded('zoomies.card.instalink'),
          // The phone is proven already (the link was opened, and the page came back without the
          // proof, after Back reloaded it): the flow goes on where the application stands (decision 0062).
          { guard: { type: 'isAlreadyVerified', params: errorOf }, target: '#resume', actions: 'clearOutcome' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    // The screen offers 'Send the link again' only after a failure (the spec shows nothing more on
    // it): a link that went out is not sent again from here, so `sent` waits for the link to be opened.
    sent: {},
    // Restored after a reload (the reload may have cut the send off): it is sent again (decision 0074).
    failed: { on: { 'user.resend': 'sending', 'app.resumed': readsAgainAfterReload('instalink') } },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const startStates = {
  offerStart: offerStartState,
  getStarted: getStartedState,
  instalink: instalinkState,
};
