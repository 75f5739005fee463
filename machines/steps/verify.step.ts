import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { assignContext, originationOf, given, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
import { PHONE_LINKED, type PhoneCheckStartResponse } from '../../services/contract/origination.schema.ts';
import type { RouteName } from '../../services/contract/routes.ts';
import { submitted, isSubmitOf } from '../submitted-values.ts';
import { failureOf, errorOf } from '../service-error.ts';
import { outcomeOfFailure, outcomeOfCodeCheck, isCountedAttempt } from '../rules/failure.rules.ts';
import { hasExhaustedPartnerAttempts, isPartnerCode, isOwnCode } from '../rules/start.rules.ts';
import type { FlowOutcome } from '../outcomes.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';

// Phone verification. Partner (4 digits): after VERIFY_SCREEN_DELAY_MS without an auth token back to /signup/start;
// otherwise the phone check runs (our own SMS code as the fallback). The code is checked, then
// validated: `success` decides whether the flow goes on, and `next` names the step. Own code (6
// digits): send, enter. Each failure is an outcome the screen words ('Wrong code. Please try again'
// only when the server says the code is wrong), and a new failed check, which clears the input. A
// phone already verified (409), whichever call hears it (the check, the send, the code), goes on
// where the application stands (decisions 0037 and 0062).

/** The step after the phone check when the validation names none (first document, section 4). */
const AFTER_VERIFY: RouteName = 'zoomies.card.about';

/** Why the phone check failed: a linked phone, a limit, no answer, or the partner's trouble. */
function phoneCheckOutcome(error: unknown): FlowOutcome {
  const failure = failureOf(error);
  if (failure.code === PHONE_LINKED) return { code: 'phoneLinked' };
  const outcome = outcomeOfFailure(failure);
  return outcome.code === 'rateLimited' || outcome.code === 'tooManyAttempts' || outcome.code === 'unreachable' ? outcome : { code: 'phoneCheckFailed' };
}

export const verifyActions = {
  storePhoneCheck: assignContext((_, check: PhoneCheckStartResponse) => ({
    correlationId: check.correlation_id,
    partnerCodeSent: true,
    outcome: check.notice === 'already_registered' ? { code: 'alreadyRegistered' } : { code: 'codeSent' },
  })),
  storePhoneCheckFailure: assignContext((_, error: unknown) => ({ outcome: phoneCheckOutcome(error), partnerCodeSent: false })),
  /** Too soon for another code: the one sent moments ago is still good, so its input stays. */
  storePhoneCheckWait: assignContext((_, error: unknown) => ({ outcome: outcomeOfFailure(failureOf(error)), partnerCodeSent: true })),
  /** A failed partner validation counts an attempt when the server judged the code; the input clears. */
  countFailedPartnerAttempt: assignContext(({ context }, error: unknown) => {
    const failure = failureOf(error);
    return {
      partnerAttempts: context.partnerAttempts + (isCountedAttempt(failure) ? 1 : 0),
      failedChecks: context.failedChecks + 1,
      outcome: outcomeOfCodeCheck(failure),
    };
  }),
  storeSharedKey: assignContext((_, sent: { shared_key: string }) => ({
    sharedKey: sent.shared_key,
    OTPStatus: 'sent',
    outcome: { code: 'codeSent' },
  })),
  /**
   * A failed send sets the code status to error; a phone linked to another account says so (with
   * its contact link, as on the partner path); a limit keeps the server's wait, and a code this
   * device already has (its shared key) can still be typed.
   */
  storeOtpSendFailure: assignContext(({ context }, error: unknown) => {
    const failure = failureOf(error);
    if (failure.code === PHONE_LINKED) return { OTPStatus: 'error', outcome: { code: 'phoneLinked' } };
    const outcome = outcomeOfFailure(failure);
    if (outcome.code === 'rateLimited') return { OTPStatus: context.sharedKey ? 'sent' : 'error', outcome };
    return { OTPStatus: 'error', outcome: outcome.code === 'unreachable' ? outcome : { code: 'codeSendFailed' } };
  }),
  storeCodeCheckFailure: assignContext(({ context }, error: unknown) => ({
    failedChecks: context.failedChecks + 1,
    outcome: outcomeOfCodeCheck(failureOf(error)),
  })),
  /** The validation after a passed code failed: a failed check all the same (the input clears). */
  storeValidationFailure: assignContext(({ context }, error: unknown) => ({
    failedChecks: context.failedChecks + 1,
    outcome: outcomeOfFailure(failureOf(error)),
  })),
  /** `success: false`: the phone is not verified, and no attempt is counted (the code passed). */
  storeNotVerified: assignContext(({ context }) => ({ failedChecks: context.failedChecks + 1, outcome: { code: 'notVerified' } })),
  /** Cancelling the phone check sets the user error flag. */
  flagOtpError: assignContext({ userHasOPTErrors: true }),
};

/** The code typed, for the guards: none when the submit is another form's. */
const typedCode = (event: OnboardingEvent): string | null => (isSubmitOf(event, 'code') ? event.values.code : null);
/** The code the guard let through, for the call. */
const codeOf = (event: OnboardingEvent): string => submitted(event, 'code').code;

export const verifyGuards = {
  /** The server refused another code this soon (429 with a wait), not the phone itself. */
  isTooSoonForAnotherCode: (_: GuardArgs, error: unknown) => {
    const failure = failureOf(error);
    return failure.status === 429 && failure.code !== PHONE_LINKED;
  },
  hasNoAuthToken: ({ context }: GuardArgs) => !context.hasAuthToken,
  hasNoCorrelationId: (_: GuardArgs, check: PhoneCheckStartResponse) => check.correlation_id === null,
  isNotValidated: (_: GuardArgs, validated: { success: boolean }) => !validated.success,
  /** The validation names no other step than the pet step that follows the phone check. */
  isNextThePetStep: (_: GuardArgs, validated: { next: RouteName | null }) => validated.next === null || validated.next === AFTER_VERIFY,
  hasExhaustedPartnerAttempts: ({ context }: GuardArgs) => hasExhaustedPartnerAttempts(context.partnerAttempts),
  hasPartnerCode: ({ event }: GuardArgs) => isPartnerCode(typedCode(event)),
  /** A 6-digit code, and the key of a code that went out to check it against (a failed send gave none). */
  hasOwnCode: ({ context, event }: GuardArgs) => context.sharedKey !== null && isOwnCode(typedCode(event)),
  /** Our own code's send failed (no key of a code that went out). */
  hasNoCodeSent: ({ context }: GuardArgs) => context.sharedKey === null,
  isOfferEntry: ({ context }: GuardArgs) => context.entry === 'offer',
};

const s = baseSetup.extend({ actions: verifyActions, guards: verifyGuards });

const originationRef = ({ context }: { context: OnboardingContext }) => ({
  clientId: context.clientId,
  originationId: originationOf(context, 'the phone verification'),
});

const verifyState = s.createStateConfig({
  id: 'verify',
  description: "Phone verification with the partner's 4-digit code.",
  route: { guard: 'hasOrigination' },
  meta: stepMeta('verify'),
  initial: 'checkingProgress',
  on: {
    // Resend: 2 or more failed attempts go back to the start; otherwise the check restarts.
    'user.resend': [{ guard: 'hasExhaustedPartnerAttempts', target: '#getStarted' }, { target: '.checking', actions: 'clearOutcome' }],
    'user.useSms': { target: '#verifyOwn', actions: ['chooseOwnCode', 'clearOutcome'] },
  },
  states: {
    // Verified already: nothing to load or check here.
    checkingProgress: {
      always: [{ guard: 'hasVerifiedPhone', target: '#resume' }, { target: 'loading' }],
    },
    // The screen names the phone the code goes to: on another device it is loaded.
    ...loadsWhatItNeeds(STEPS.verify.needs, 'waiting'),
    waiting: {
      tags: 'sending',
      after: {
        VERIFY_DELAY: [{ guard: 'hasNoAuthToken', target: '#getStarted' }, { target: 'checking' }],
      },
      on: { 'app.resumed': { target: 'waiting', reenter: true } },
    },
    checking: {
      tags: 'sending',
      invoke: {
        id: 'startPhoneCheck',
        src: 'startPhoneCheck',
        input: originationRef,
        onDone: [
          { guard: { type: 'hasNoCorrelationId', params: ({ event }) => event.output }, target: '#verifyOwn', actions: 'chooseOwnCode' },
          { target: 'entering', actions: { type: 'storePhoneCheck', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isTooSoonForAnotherCode', params: errorOf }, target: 'entering', actions: { type: 'storePhoneCheckWait', params: errorOf } },
          // Verified already (Back from a later step, a new code asked after the code passed, another
          // tab): no check to run, and no trouble to report; the validation says where to go (decision 0062).
          { guard: { type: 'isAlreadyVerified', params: errorOf }, target: 'validating', actions: 'clearOutcome' },
          sessionEnded('zoomies.card.verify'),
          { target: 'failed', actions: { type: 'storePhoneCheckFailure', params: errorOf } },
        ],
      },
    },
    entering: {
      on: { 'user.submit': { guard: 'hasPartnerCode', target: 'submitting' } },
    },
    // No code went out (a linked phone, a failed check, a limit): the screen says why. Restored after a
    // reload (the reload may have cut the check off), the page checks again (decision 0074).
    failed: { on: { 'app.resumed': readsAgainAfterReload('verify') } },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'verifyPartnerCode',
        src: 'verifyPartnerCode',
        input: ({ context, event }) => ({ ...originationRef({ context }), code: codeOf(event) }),
        onDone: { target: 'validating' },
        onError: [
          // Already verified: nothing for the applicant to fix; the validation says where to go.
          { guard: { type: 'isAlreadyVerified', params: errorOf }, target: 'validating', actions: 'clearOutcome' },
          sessionEnded('zoomies.card.verify'),
          { target: 'entering', actions: { type: 'countFailedPartnerAttempt', params: errorOf } },
        ],
      },
    },
    validating: {
      tags: 'busy',
      invoke: {
        id: 'validateOrigination',
        src: 'validateOrigination',
        input: originationRef,
        onDone: [
          { guard: { type: 'isNotValidated', params: ({ event }) => event.output }, target: 'entering', actions: 'storeNotVerified' },
          // The usual answer: the pet step, as a transition of its own (the map and the model see it).
          { guard: { type: 'isNextThePetStep', params: ({ event }) => event.output }, target: '#about', actions: 'clearOutcome' },
          // Another step (an application further on): the route the answer names.
          { target: 'routing', actions: ['clearOutcome', { type: 'routeToApplicationStep', params: ({ event }) => event.output.next }] },
        ],
        onError: [sessionEnded('zoomies.card.verify'), { target: 'entering', actions: { type: 'storeValidationFailure', params: errorOf } }],
      },
    },
    // The route event to the validation's next step goes out; one that step refused would leave the
    // applicant waiting: the Dashboard takes over on the next tick instead (as from #resume).
    routing: { tags: 'busy', after: { 0: '#dashboard' } },
  },
});

const verifyOwnState = s.createStateConfig({
  id: 'verifyOwn',
  description: 'Phone verification with our own 6-digit code sent by SMS.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('verifyOwn'),
  initial: 'checkingProgress',
  on: {
    // The resend button goes back one page: the start screen the applicant came from.
    'user.resend': [
      { guard: 'isOfferEntry', target: '#offerStart', actions: 'clearOutcome' },
      { target: '#getStarted', actions: 'clearOutcome' },
    ],
    // Cancelling the phone check sets the user error flag, and leaves the check for the same start
    // screen (the number may be wrong): a new start runs a new check.
    'user.cancel': [
      { guard: 'isOfferEntry', target: '#offerStart', actions: ['flagOtpError', 'clearOutcome'] },
      { target: '#getStarted', actions: ['flagOtpError', 'clearOutcome'] },
    ],
  },
  states: {
    checkingProgress: {
      always: [{ guard: 'hasVerifiedPhone', target: '#resume' }, { target: 'loading' }],
    },
    ...loadsWhatItNeeds(STEPS.verifyOwn.needs, 'sending'),
    sending: {
      tags: 'sending',
      invoke: {
        id: 'sendOwnCode',
        src: 'sendOwnCode',
        input: originationRef,
        onDone: { target: 'entering', actions: { type: 'storeSharedKey', params: ({ event }) => event.output } },
        onError: [
          // Verified already: no code to send; the application goes on where it stands (decision 0062).
          { guard: { type: 'isAlreadyVerified', params: errorOf }, target: '#resume', actions: 'clearOutcome' },
          sessionEnded('zoomies.card.zoomies-verify'),
          { target: 'entering', actions: { type: 'storeOtpSendFailure', params: errorOf } },
        ],
      },
    },
    entering: {
      on: {
        'user.submit': { guard: 'hasOwnCode', target: 'verifying' },
        // Restored after a reload with no code sent (the reload may have cut the send off): it is sent
        // again (decision 0074). A code that went out is never sent twice by a reload.
        'app.resumed': { guard: 'hasNoCodeSent', ...readsAgainAfterReload('verifyOwn') },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'verifyOwnCode',
        src: 'verifyOwnCode',
        input: ({ context, event }) => ({ ...originationRef({ context }), sharedKey: given(context.sharedKey, 'the shared key of the code sent that verifyOwnCode needs'), otp: codeOf(event) }),
        onDone: { target: '#about', actions: 'clearOutcome' },
        onError: [
          { guard: { type: 'isAlreadyVerified', params: errorOf }, target: '#resume', actions: 'clearOutcome' },
          sessionEnded('zoomies.card.zoomies-verify'),
          { target: 'entering', actions: { type: 'storeCodeCheckFailure', params: errorOf } },
        ],
      },
    },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const verifyStates = {
  verify: verifyState,
  verifyOwn: verifyOwnState,
};
