import { assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { stepMeta } from './step-declarations.ts';
import { assignContext, given, type GuardArgs } from './step-kit.ts';
import { submitted, isSubmitOf } from '../submitted-values.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';
import { isOwnCode } from '../rules/start.rules.ts';

// /signin?next=: the email code sign-in, run by the session child. Signed in, the flow asks the
// server where the application stands (`#resume`) and goes on there: the status of an application
// is shown only to its signed-in owner.

type LoginEvent = Extract<OnboardingEvent, { type: 'user.submit' | 'user.resend' }>;

/** Where the code goes: the email the form gave, or on resend the one it gave before. */
function loginEmailOf(event: LoginEvent, context: OnboardingContext): string {
  switch (event.type) {
    case 'user.submit':
      return submitted(event, 'email').email;
    case 'user.resend':
      return given(context.signinEmail, 'the email given before that resending the sign-in code needs');
  }
}

export const signinActions = {
  forwardLogin: baseSetup.enqueueActions(({ enqueue, event, context }) => {
    assertEvent(event, ['user.submit', 'user.resend']);
    const email = loginEmailOf(event, context);
    enqueue.assign({ signinEmail: email, outcome: null });
    enqueue.sendTo('session', { type: 'session.login', email });
  }),
  /** The code the guard took (6 digits) goes to the session. */
  forwardValidate: baseSetup.enqueueActions(({ enqueue, event }) => {
    enqueue.sendTo('session', { type: 'session.validate', otp: submitted(event, 'code').code });
  }),
  /** The session's failure: a wrong or expired code, a limit, no answer. */
  storeSessionFailure: assignContext(({ context, event }) => {
    assertEvent(event, 'session.failed');
    return { failedChecks: context.failedChecks + 1, outcome: event.outcome };
  }),
  markCodeSent: assignContext({ outcome: { code: 'codeSent' } }),
  /** Signed in again: the session that ended is no longer news. */
  forgetSessionEnded: assignContext({ sessionEnded: false }),
};

export const signinGuards = {
  /** An email to send the code to: an empty one would leave the form waiting for a send that never goes. */
  hasEmailValues: ({ event }: GuardArgs) => isSubmitOf(event, 'email') && event.values.email !== '',
  hasSigninCode: ({ event }: GuardArgs) => isSubmitOf(event, 'code') && isOwnCode(event.values.code),
};

const s = baseSetup.extend({ actions: signinActions, guards: signinGuards });

const signinState = s.createStateConfig({
  id: 'signin',
  description: 'Sign-in by email code; then the flow goes on where the application stands.',
  route: {},
  meta: stepMeta('signin'),
  initial: 'email',
  on: {
    'session.signedIn': { target: '#resume', actions: ['markSignedIn', 'clearOutcome', 'forgetSessionEnded'] },
  },
  states: {
    email: {
      meta: stepMeta('signin', 'email'),
      on: { 'user.submit': { guard: 'hasEmailValues', target: 'sendingCode', actions: 'forwardLogin' } },
    },
    sendingCode: {
      tags: 'busy',
      meta: stepMeta('signin', 'email'),
      on: {
        'session.codeSent': { target: 'code', actions: 'clearOutcome' },
        'session.failed': { target: 'email', actions: 'storeSessionFailure' },
      },
    },
    code: {
      meta: stepMeta('signin', 'code'),
      on: {
        'user.submit': { guard: 'hasSigninCode', target: 'validating', actions: ['clearOutcome', 'forwardValidate'] },
        'user.resend': { target: 'resendingCode', actions: 'forwardLogin' },
      },
    },
    resendingCode: {
      tags: 'sending',
      meta: stepMeta('signin', 'code'),
      on: {
        'session.codeSent': { target: 'code', actions: 'markCodeSent' },
        'session.failed': { target: 'code', actions: 'storeSessionFailure' },
      },
    },
    validating: {
      tags: 'busy',
      meta: stepMeta('signin', 'code'),
      on: { 'session.failed': { target: 'code', actions: 'storeSessionFailure' } },
    },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const signinStates = {
  signin: signinState,
};
