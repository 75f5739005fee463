import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';

// /signin?next=: the email code sign-in, run by the session child; when signed in the flow goes on
// at the `next` route.

export const signinState = s.createStateConfig({
  id: 'signin',
  description: 'Sign-in by email code; then the flow goes on where the application stands.',
  route: {},
  meta: meta('signin'),
  initial: 'email',
  on: {
    'session.signedIn': { actions: ['markSignedIn', 'routeToSigninNext'] },
  },
  states: {
    email: {
      on: { 'user.submit': { guard: 'hasEmailValues', target: 'sendingCode', actions: 'forwardLogin' } },
    },
    sendingCode: {
      on: {
        'session.codeSent': { target: 'code', actions: 'clearMessages' },
        'session.failed': { target: 'email', actions: 'storeSessionError' },
      },
    },
    code: {
      on: {
        'user.submit': { guard: 'hasOwnCode', target: 'validating', actions: ['clearMessages', 'forwardValidate'] },
        'user.resend': { target: 'sendingCode', actions: 'forwardLogin' },
      },
    },
    validating: {
      on: { 'session.failed': { target: 'code', actions: 'storeSessionError' } },
    },
  },
});
