import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';

// Phone verification. Partner (4 digits): after 1 s without an auth token back to /signup/start;
// otherwise the phone check runs (SMS one-time code as fallback). Own code (6 digits): send, enter.

const originationRef = ({ context }: { context: { clientId: string; originationId: string | null } }) => ({
  clientId: context.clientId,
  originationId: context.originationId ?? '',
});
const codeOf = (event: { type: string; values?: unknown }) =>
  event.type === 'user.submit' ? ((event.values as { code?: string } | undefined)?.code ?? '') : '';

export const verifyState = s.createStateConfig({
  id: 'verify',
  description: "Phone verification with the partner's 4-digit code.",
  route: { guard: 'hasOrigination' },
  meta: meta('verify-partner', 'zoomies.card.verify', 1),
  initial: 'waiting',
  on: {
    // Resend: 2 or more failed attempts go back to the start; otherwise the check restarts.
    'user.resend': [{ guard: 'hasExhaustedPartnerAttempts', target: '#getStarted' }, { target: '.checking' }],
    'user.useSms': { target: '#verifyOwn', actions: 'chooseOwnCode' },
  },
  states: {
    waiting: {
      after: {
        VERIFY_DELAY: [{ guard: 'hasNoAuthToken', target: '#getStarted' }, { target: 'checking' }],
      },
      on: { 'app.resumed': { target: 'waiting', reenter: true } },
    },
    checking: {
      invoke: {
        id: 'startPhoneCheck',
        src: 'startPhoneCheck',
        input: originationRef,
        onDone: [
          { guard: 'hasNoCorrelationId', target: '#verifyOwn', actions: 'chooseOwnCode' },
          { target: 'entering', actions: 'storePhoneCheck' },
        ],
        onError: { target: 'failed', actions: 'storePhoneCheckError' },
      },
    },
    entering: {
      on: { 'user.submit': { guard: 'hasPartnerCode', target: 'submitting', actions: 'clearMessages' } },
    },
    failed: {},
    submitting: {
      invoke: {
        id: 'verifyPartnerCode',
        src: 'verifyPartnerCode',
        input: ({ context, event }) => ({ ...originationRef({ context }), code: codeOf(event) }),
        onDone: { target: 'validating' },
        // A failed partner validation counts an attempt and clears the input.
        onError: { target: 'entering', actions: 'countFailedPartnerAttempt' },
      },
    },
    validating: {
      invoke: {
        id: 'validateOrigination',
        src: 'validateOrigination',
        input: originationRef,
        onDone: { target: '#about', actions: 'clearMessages' },
        onError: { target: 'entering', actions: 'storeError' },
      },
    },
  },
});

export const verifyOwnState = s.createStateConfig({
  id: 'verifyOwn',
  description: 'Phone verification with our own 6-digit code sent by SMS.',
  route: { guard: 'hasOrigination' },
  meta: meta('verify-own', 'zoomies.card.zoomies-verify', 1),
  initial: 'sending',
  on: {
    // The resend button goes back one page: the start screen the applicant came from.
    'user.resend': [{ guard: 'isOfferEntry', target: '#offerStart' }, { target: '#getStarted' }],
    'user.cancel': { actions: 'flagOtpError' },
  },
  states: {
    sending: {
      invoke: {
        id: 'sendOwnCode',
        src: 'sendOwnCode',
        input: originationRef,
        onDone: { target: 'entering', actions: 'storeSharedKey' },
        onError: { target: 'entering', actions: 'storeOtpSendError' },
      },
    },
    entering: {
      on: { 'user.submit': { guard: 'hasOwnCode', target: 'verifying', actions: 'clearMessages' } },
    },
    verifying: {
      invoke: {
        id: 'verifyOwnCode',
        src: 'verifyOwnCode',
        input: ({ context, event }) => ({ ...originationRef({ context }), sharedKey: context.sharedKey ?? '', otp: codeOf(event) }),
        onDone: { target: '#about', actions: 'clearMessages' },
        onError: { target: 'entering', actions: 'storeWrongCode' },
      },
    },
  },
});
