import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';

// The two decision waits: pre-approval (after personal details) and approval (after accepting the
// offer). Both poll the signup detail every 3 s until the decision is ready and report a time-out at
// the absolute deadline (entry + 31 s) kept in context, so a restored snapshot resumes or times out
// (`app.resumed`), never hangs.

const fetchInput = ({ context }: { context: { originationId: string | null } }) => ({ originationId: context.originationId ?? '' });

export const preprocessingState = s.createStateConfig({
  id: 'preprocessing',
  route: { guard: 'hasOrigination' },
  meta: meta('processing', 'zoomies.card.preprocessing', 4),
  entry: 'startDecisionDeadline',
  exit: 'clearDecisionDeadline',
  initial: 'fetching',
  after: { DECISION_TIMEOUT: '.timedOut' },
  on: { 'app.resumed': '.resuming' },
  states: {
    fetching: {
      invoke: {
        id: 'fetchSignup',
        src: 'fetchSignup',
        input: fetchInput,
        onDone: [
          { guard: 'isPreDecisionReady', target: 'deciding', actions: 'storeSignup' },
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
      entry: { type: 'reportDecisionTimeout', params: { phase: 'preprocessing' } },
      on: { 'user.retry': { target: '#preprocessing', reenter: true } },
    },
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
  route: { guard: 'hasOrigination' },
  meta: meta('processing', 'zoomies.card.processing', 5),
  entry: 'startDecisionDeadline',
  exit: 'clearDecisionDeadline',
  initial: 'fetching',
  after: { DECISION_TIMEOUT: '.timedOut' },
  on: { 'app.resumed': '.resuming' },
  states: {
    fetching: {
      invoke: {
        id: 'fetchSignup',
        src: 'fetchSignup',
        input: fetchInput,
        onDone: [
          { guard: 'isApprovalReady', target: 'deciding', actions: 'storeSignup' },
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
      entry: { type: 'reportDecisionTimeout', params: { phase: 'processing' } },
      on: { 'user.retry': { target: '#processing', reenter: true } },
    },
    deciding: {
      always: [
        { guard: { type: 'isApprovalStep', params: { to: 'notPreQualified' } }, target: '#notPreQualified', actions: 'setApprovalStatus' },
        { target: '#congratulations', actions: 'trackCreditApproved' },
      ],
    },
  },
});
