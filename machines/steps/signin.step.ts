import { assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';
import { assignContext, type GuardArgs } from './step-kit.ts';
import { isEmailValues, isCodeValues } from '../onboarding.events.ts';
import { submittedOrNull } from '../submitted-values.ts';
import { isOwnCode } from '../rules/start.rules.ts';

// /signin?next=: the email code sign-in, run by the session child. Signed in, the flow asks the
// server where the application stands (`#resume`) and goes on there: the status of an application
// is shown only to its signed-in owner.

export const signinActions = {
  forwardLogin: baseSetup.enqueueActions(({ enqueue, event, context }) => {
    const email = submittedOrNull(event, isEmailValues)?.email ?? context.signinEmail;
    if (!email) return;
    enqueue.assign({ signinEmail: email, outcome: null });
    enqueue.sendTo('session', { type: 'session.login', email });
  }),
  forwardValidate: baseSetup.enqueueActions(({ enqueue, event }) => {
    const code = submittedOrNull(event, isCodeValues)?.code;
    if (code) enqueue.sendTo('session', { type: 'session.validate', otp: code });
  }),
  /** The session's failure: a wrong or expired code, a limit, no answer. */
  storeSessionFailure: assignContext(({ context, event }) => {
    assertEvent(event, 'session.failed');
    return { failedChecks: context.failedChecks + 1, outcome: event.outcome };
  }),
  markCodeSent: assignContext({ outcome: { code: 'codeSent' } }),
};

export const signinGuards = {
  hasEmailValues: ({ event }: GuardArgs) => submittedOrNull(event, isEmailValues) !== null,
  hasSigninCode: ({ event }: GuardArgs) => isOwnCode(submittedOrNull(event, isCodeValues)?.code),
};

const s = baseSetup.extend({ actions: signinActions, guards: signinGuards });

export const signinState = s.createStateConfig({
  id: 'signin',
  description: 'Sign-in by email code; then the flow goes on where the application stands.',
  route: {},
  meta: meta('signin'),
  initial: 'email',
  on: {
    'session.signedIn': { target: '#resume', actions: ['markSignedIn', 'clearOutcome'] },
  },
  states: {
    email: {
      meta: meta('signin', undefined, undefined, { part: 'email' }),
      on: { 'user.submit': { guard: 'hasEmailValues', target: 'sendingCode', actions: 'forwardLogin' } },
    },
    sendingCode: {
      tags: 'busy',
      meta: meta('signin', undefined, undefined, { part: 'email' }),
      on: {
        'session.codeSent': { target: 'code', actions: 'clearOutcome' },
        'session.failed': { target: 'email', actions: 'storeSessionFailure' },
      },
    },
    code: {
      meta: meta('signin', undefined, undefined, { part: 'code' }),
      on: {
        'user.submit': { guard: 'hasSigninCode', target: 'validating', actions: ['clearOutcome', 'forwardValidate'] },
        'user.resend': { target: 'resendingCode', actions: 'forwardLogin' },
      },
    },
    resendingCode: {
      tags: 'sending',
      meta: meta('signin', undefined, undefined, { part: 'code' }),
      on: {
        'session.codeSent': { target: 'code', actions: 'markCodeSent' },
        'session.failed': { target: 'code', actions: 'storeSessionFailure' },
      },
    },
    validating: {
      tags: 'busy',
      meta: meta('signin', undefined, undefined, { part: 'code' }),
      on: { 'session.failed': { target: 'code', actions: 'storeSessionFailure' } },
    },
  },
});
