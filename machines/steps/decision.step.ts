import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';

// The two decision waits: pre-approval (after personal details) and approval (after accepting the
// offer). Both poll the signup detail every 3 s until the decision is ready and report a time-out at
// the absolute deadline (entry + 31 s) kept in context, so a restored snapshot resumes or times out
// (`app.resumed`), never hangs.

const fetchInput = ({ context }: { context: { originationId: string | null } }) => ({ originationId: context.originationId ?? '' });

/**
 * The poll shared by both waits: fetch the signup detail until `ready` says the decision is there
 * (then `deciding` routes it), every 3 s; at the deadline report the time-out and offer a retry.
 */
const pollUntil = (id: 'preprocessing' | 'processing', ready: 'isPreDecisionReady' | 'isApprovalReady') =>
  ({
    fetching: {
      invoke: {
        id: 'fetchSignup',
        src: 'fetchSignup',
        input: fetchInput,
        onDone: [
          { guard: ready, target: 'deciding', actions: 'storeSignup' },
          { guard: 'isDecisionDeadlinePassed', target: 'timedOut', actions: 'storeSignup' },
          { target: 'waiting', actions: ['storeSignup', 'countPoll'] },
        ],
        onError: [{ guard: 'isDecisionDeadlinePassed', target: 'timedOut' }, { target: 'waiting', actions: 'countPoll' }],
      },
    },
    waiting: { after: { POLL_INTERVAL: 'fetching' } },
    resuming: {
      always: [{ guard: 'isDecisionDeadlinePassed', target: 'timedOut' }, { target: 'fetching' }],
    },
    timedOut: {
      entry: { type: 'reportDecisionTimeout', params: { phase: id } },
      on: { 'user.retry': { target: `#${id}`, reenter: true } },
    },
  }) as const;

/** What both waits do around the poll: the absolute deadline, the time-out timer, resuming. */
const WAIT = {
  route: { guard: 'hasOrigination' },
  entry: 'startDecisionDeadline',
  exit: 'clearDecisionDeadline',
  initial: 'fetching',
  after: { DECISION_TIMEOUT: '.timedOut' },
  on: { 'app.resumed': '.resuming' },
} as const;

export const preprocessingState = s.createStateConfig({
  id: 'preprocessing',
  description: 'Waits for the prequalification decision after the personal details, polling every 3 s for up to 31 s.',
  ...WAIT,
  meta: meta('processing', 'zoomies.card.preprocessing', 4),
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
  description: 'Waits for the approval decision after the offer is accepted, polling every 3 s for up to 31 s.',
  ...WAIT,
  meta: meta('processing', 'zoomies.card.processing', 5),
  states: {
    ...pollUntil('processing', 'isApprovalReady'),
    deciding: {
      always: [
        { guard: { type: 'isApprovalStep', params: { to: 'notPreQualified' } }, target: '#notPreQualified', actions: 'setApprovalStatus' },
        { target: '#congratulations', actions: 'trackCreditApproved' },
      ],
    },
  },
});
