import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { stepMeta } from './step-declarations.ts';
import { assignContext, originationOf, type GuardArgs } from './step-kit.ts';
import type { SignupDetail } from '../../services/contract/origination.schema.ts';
import { DECISION_POLL_INTERVAL_MS, DECISION_TIMEOUT_MS } from '../../services/contract/constants.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { isPreDecisionReady, isApprovalReady, preDecisionStep, approvalStep, decisionDeadlineFrom, isDeadlinePassed, type PreDecisionStep, type ApprovalStep } from '../rules/decision.rules.ts';

// The two decision waits: pre-approval (after personal details) and approval (after accepting the
// offer). Both poll the signup detail every DECISION_POLL_INTERVAL_MS until the decision is ready and
// report a time-out at the absolute deadline (entry + DECISION_TIMEOUT_MS) kept in context, so a restored snapshot resumes or times out
// (`app.resumed`), never hangs.

export const decisionActions = {
  startDecisionDeadline: assignContext(({ context }) => ({
    decisionDeadline: context.decisionDeadline ?? decisionDeadlineFrom(Date.now()),
    decisionPolls: 0,
    outcome: null,
  })),
  clearDecisionDeadline: assignContext({ decisionDeadline: null }),
  countPoll: assignContext(({ context }) => ({ decisionPolls: context.decisionPolls + 1 })),
  /** The time-out as the screen's outcome (the report itself is the analytics event beside it). */
  storeDecisionTimeout: assignContext({ outcome: { code: 'decisionTimedOut' }, decisionDeadline: null }),
  setPreDecisionStatus: assignContext(({ context }) => {
    const step = context.signup ? preDecisionStep(context.signup) : null;
    return { notPreQualifiedStatus: step?.to === 'notPreQualified' ? step.status : context.notPreQualifiedStatus };
  }),
  setApprovalStatus: assignContext(({ context }) => {
    const step = context.signup ? approvalStep(context.signup) : null;
    return { notPreQualifiedStatus: step?.to === 'notPreQualified' ? step.status : context.notPreQualifiedStatus };
  }),
};

export const decisionGuards = {
  isPreDecisionReady: ({ context }: GuardArgs, signup: SignupDetail) => isPreDecisionReady(signup, context.decisionPolls),
  isApprovalReady: (_: GuardArgs, signup: SignupDetail) => isApprovalReady(signup),
  isDecisionDeadlinePassed: ({ context }: GuardArgs) => isDeadlinePassed(context.decisionDeadline, Date.now()),
  isPreDecisionStep: ({ context }: GuardArgs, params: { to: PreDecisionStep['to'] }) => !!context.signup && preDecisionStep(context.signup).to === params.to,
  isApprovalStep: ({ context }: GuardArgs, params: { to: ApprovalStep['to'] }) => !!context.signup && approvalStep(context.signup).to === params.to,
};

const s = baseSetup.extend({ actions: decisionActions, guards: decisionGuards });

/**
 * The poll shared by both waits: fetch the signup detail until `ready` says the decision is there
 * (then `deciding` routes it), every POLL_INTERVAL; at the deadline report the time-out (once, with the
 * origination id) and offer a retry.
 */
const pollUntil = (phase: 'preprocessing' | 'processing', ready: 'isPreDecisionReady' | 'isApprovalReady') => ({
  fetching: s.createStateConfig({
    invoke: {
      id: 'fetchSignup',
      src: 'fetchSignup',
      input: ({ context }) => ({ originationId: originationOf(context, 'fetchSignup') }),
      onDone: [
        { guard: { type: ready, params: ({ event }) => event.output }, target: 'deciding', actions: { type: 'storeSignup', params: ({ event }) => event.output } },
        { guard: 'isDecisionDeadlinePassed', target: 'timedOut', actions: { type: 'storeSignup', params: ({ event }) => event.output } },
        { target: 'waiting', actions: [{ type: 'storeSignup', params: ({ event }) => event.output }, 'countPoll'] },
      ],
      // Signed out is no slow decision: the applicant signs in and comes back to the wait.
      onError: [sessionEnded(`zoomies.card.${phase}`), { guard: 'isDecisionDeadlinePassed', target: 'timedOut' }, { target: 'waiting', actions: 'countPoll' }],
    },
  }),
  waiting: s.createStateConfig({ after: { POLL_INTERVAL: 'fetching' } }),
  resuming: s.createStateConfig({
    always: [{ guard: 'isDecisionDeadlinePassed', target: 'timedOut' }, { target: 'fetching' }],
  }),
  timedOut: s.createStateConfig({
    entry: [
      'storeDecisionTimeout',
      { type: 'track', params: ({ context }) => ({ kind: 'error', name: 'decision_timed_out', properties: { origination_id: context.originationId, phase } }) },
    ],
    on: {
      'user.retry': { target: `#${phase}`, reenter: true },
      // Restored after a reload, the time-out stays the time-out: its deadline is gone, and its page
      // offers Try again, which is what goes on (decision 0058).
      'app.resumed': {},
    },
  }),
});

/** What both waits do around the poll: the absolute deadline, the time-out timer, resuming. */
const WAIT = {
  route: { guard: 'hasOrigination' },
  entry: 'startDecisionDeadline',
  exit: 'clearDecisionDeadline',
  initial: 'fetching',
  after: { DECISION_TIMEOUT: '.timedOut' },
  on: { 'app.resumed': '.resuming' },
} as const;

/** How long each wait polls, in the words of the state descriptions. */
const POLLING = `polling every ${formatDuration(DECISION_POLL_INTERVAL_MS)} for up to ${formatDuration(DECISION_TIMEOUT_MS)}`;

const preprocessingState = s.createStateConfig({
  id: 'preprocessing',
  description: `Waits for the prequalification decision after the personal details, ${POLLING}.`,
  ...WAIT,
  meta: stepMeta('preprocessing'),
  states: {
    ...pollUntil('preprocessing', 'isPreDecisionReady'),
    deciding: {
      always: [
        { guard: { type: 'isPreDecisionStep', params: { to: 'notPreQualified' } }, target: '#notPreQualified', actions: 'setPreDecisionStatus' },
        { guard: { type: 'isPreDecisionStep', params: { to: 'unsupportedAddress' } }, target: '#unsupportedAddress' },
        { guard: { type: 'isPreDecisionStep', params: { to: 'additionalInformation' } }, target: '#additionalInformation' },
        { guard: { type: 'isPreDecisionStep', params: { to: 'acceptOffer' } }, target: '#acceptOffer' },
        { target: '#quiz' },
      ],
    },
  },
});

export const processingState = s.createStateConfig({
  id: 'processing',
  description: `Waits for the approval decision after the offer is accepted, ${POLLING}.`,
  ...WAIT,
  meta: stepMeta('processing'),
  states: {
    ...pollUntil('processing', 'isApprovalReady'),
    deciding: {
      always: [
        { guard: { type: 'isApprovalStep', params: { to: 'notPreQualified' } }, target: '#notPreQualified', actions: 'setApprovalStatus' },
        {
          target: '#congratulations',
          // Sent once: the only way into congratulations from a decision is this one.
          actions: {
            type: 'track',
            params: ({ context }) => ({
              kind: 'track',
              name: 'credit_approved',
              properties: { origination_id: context.originationId, credit_limit: context.signup?.credit_application_credit_limit ?? null },
            }),
          },
        },
      ],
    },
  },
});

/**
 * This step's states, spread by the machine in this order (the map draws them in it). The approval
 * wait (`processingState`) is listed with the offer's (offer.step.ts), between accepting and Congratulations.
 */
export const decisionStates = {
  preprocessing: preprocessingState,
};
