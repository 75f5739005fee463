import { and } from 'xstate';
import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';
import { POINTS_OFFERS } from '../../services/contract/marketing.schema.ts';
import type { StepMeta } from '../onboarding.types.ts';

// Offer start and "Let's get started": the same form. Submit starts the origination; a returned
// route means this phone already applied (logged in → that route; otherwise sign in first). A
// logged-in visitor is first looked up and sent to an existing application.

const startScreen = (id: 'offerStart' | 'getStarted', stepMeta: StepMeta, description: string) =>
  s.createStateConfig({
    id,
    description,
    route: {},
    meta: stepMeta,
    initial: 'checkingSession',
    states: {
      checkingSession: {
        always: [{ guard: 'isLoggedIn', target: 'lookingUp' }, { target: 'form' }],
      },
      lookingUp: {
        invoke: {
          id: 'listApplications',
          src: 'listApplications',
          input: () => ({}),
          onDone: [
            { guard: 'hasResumableApplication', target: 'form', actions: ['storeResumedApplication', 'routeToResumedApplication'] },
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
        invoke: {
          id: 'startOrigination',
          src: 'startOrigination',
          input: ({ context }) => ({
            clientId: context.clientId,
            isMobile: context.isMobile,
            phoneNumber: context.phoneNumber ?? '',
            dob: context.dobMonthDay ?? '',
            promoCode: context.promoCode,
            offerCode: context.offerId ? POINTS_OFFERS[context.offerId].offer_code : null,
          }),
          onDone: [
            {
              guard: and(['hasResumeRoute', 'isLoggedIn']),
              target: 'form',
              actions: ['storeOrigination', 'routeToStartNext'],
            },
            { guard: 'hasResumeRoute', target: '#signin', actions: ['storeOrigination', 'storeSigninNext'] },
            { guard: 'isMobile', target: '#instalink', actions: ['storeOrigination', 'trackSignupStarted'] },
            { guard: 'isOwnCodeUsed', target: '#verifyOwn', actions: ['storeOrigination', 'chooseOwnCode', 'trackSignupStarted'] },
            { target: '#verify', actions: ['storeOrigination', 'trackSignupStarted'] },
          ],
          onError: { target: 'form', actions: 'storeStartError' },
        },
      },
    },
  });

export const offerStartState = startScreen(
  'offerStart',
  meta('offer-start', 'zoomies.card.offer.start'),
  'The offer page: phone number and birthday start the application.',
);
export const getStartedState = startScreen(
  'getStarted',
  meta('get-started', 'zoomies.card.getStarted'),
  "Let's get started: the same phone and birthday form, with a prefill subtitle.",
);

/**
 * Mobile hand-off: 'Check your email for the link sent!'. The link is texted to the phone; opening it
 * (the app redeems it) continues the application at the pet step through a deep link.
 */
export const instalinkState = s.createStateConfig({
  id: 'instalink',
  description: 'On a phone: the instant link that continues the application is texted to it.',
  route: { guard: 'hasOrigination' },
  meta: meta('instalink', 'zoomies.card.instalink', 1),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        id: 'sendInstantLink',
        src: 'sendInstantLink',
        input: ({ context }) => ({ clientId: context.clientId, originationId: context.originationId ?? '' }),
        onDone: { target: 'sent', actions: 'clearMessages' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    sent: { on: { 'user.resend': 'sending' } },
    failed: { on: { 'user.resend': 'sending' } },
  },
});
