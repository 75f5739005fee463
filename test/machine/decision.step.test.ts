import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { T0, signup, preDecisionSignups, approvalSignups, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { SignupDetail } from '../../services/contract/origination.schema.ts';
import type { TrackEventInput } from '../../machines/onboarding.types.ts';

// The two decision waits (machines/steps/decision.step.ts), read from what they send, keep and
// show: the poll's input, every 3 s on the clock, the absolute deadline 31 s after entry (kept in
// context, so a clock that jumps or a resumed app times out), where each decision goes, and the
// status the not-pre-qualified page shows.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

type Flow = ReturnType<typeof startFlow>;
const tracked = (flow: Flow, name: string) => flow.callsOf('trackEvent').map((call) => call.input as TrackEventInput).filter((event) => event.name === name);

function toWait(phase: 'preprocessing' | 'processing', fetchSignup: () => Promise<unknown>) {
  const flow = startFlow({ fetchSignup, listDocuments: async () => [] });
  flow.actor.send({ type: 'nav.location', url: `/onboard/card/orig-1/${phase}` });
  return flow;
}

/** Answers given one by one by the test: each call waits for its own. */
function answeredByHand() {
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const fetchSignup = () => new Promise((resolve, reject) => pending.push({ resolve, reject }));
  return { fetchSignup, next: () => pending.shift()! };
}

describe('the pre-approval wait', () => {
  it('asks for this application, keeps the deadline 31 s from entry, and counts the polls', async () => {
    const flow = toWait('preprocessing', async () => preDecisionSignups.undecided);
    expect(flow.actor.getSnapshot().context.decisionDeadline).toBe(T0 + 31_000);
    await settle();
    expect(flow.callsOf('fetchSignup').map((call) => call.input)).toEqual([{ originationId: 'orig-1' }]);
    expect(flow.actor.getSnapshot().context.decisionPolls).toBe(1);
    expect(flow.actor.getSnapshot().context.signup).toEqual(preDecisionSignups.undecided);
    await vi.advanceTimersByTimeAsync(3000);
    expect(flow.actor.getSnapshot().context.decisionPolls).toBe(2);
  });

  it('on entry only a SOFT_PULL decision counts; once polling, any decision stops the poll', async () => {
    const hardPull = signup({ application_decision: 'REVIEW', application_decision_status: 'HARD_PULL', application_decision_effectiv_sub_status: 'Prequalified' });
    const flow = toWait('preprocessing', async () => hardPull);
    await settle();
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(flow.callsOf('fetchSignup')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.actor.getSnapshot().matches('acceptOffer')).toBe(true);
    // Leaving the wait forgets its deadline.
    expect(flow.actor.getSnapshot().context.decisionDeadline).toBeNull();
  });

  it.each([
    ['declined', preDecisionSignups.declined, '/onboard/card/orig-1/not-pre-qualified/ko_vantage'],
    ['unsupportedAddress', preDecisionSignups.unsupportedAddress, '/onboard/card/orig-1/unsupported-address'],
    ['documentsNeeded', preDecisionSignups.documentsNeeded, '/onboard/card/orig-1/aditionalinformation'],
    ['unknownDocument', preDecisionSignups.unknownDocument, '/onboard/card/orig-1/not-pre-qualified/unknown_document'],
    ['manualReview', preDecisionSignups.manualReview, '/onboard/card/orig-1/not-pre-qualified/manual_review'],
    ['prequalified', preDecisionSignups.prequalified, '/onboard/card/orig-1/accept-offer'],
    ['approved', preDecisionSignups.approved, '/onboard/card/orig-1/quiz'],
  ] as const)('a %s decision goes to its page', async (_, decided, url) => {
    const flow = toWait('preprocessing', async () => decided);
    await settle();
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe(url);
  });

  it('the page of a decline shows the status of this decision, not one held from an earlier page', async () => {
    const flow = toWait('preprocessing', () => new Promise(() => {}));
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/not-pre-qualified/manual_review' });
    expect(flow.actor.getSnapshot().context.notPreQualifiedStatus).toBe('manual_review');
    const declined = startFlow({ fetchSignup: async () => preDecisionSignups.declined });
    declined.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/not-pre-qualified/manual_review' });
    await settle();
    declined.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/preprocessing' });
    await settle();
    expect(declined.actor.getSnapshot().context.notPreQualifiedStatus).toBe('ko_vantage');
    expect(urlForSnapshot(declined.actor.getSnapshot())).toBe('/onboard/card/orig-1/not-pre-qualified/ko_vantage');
  });

  it('a failed poll waits 3 s and asks again', async () => {
    let answers = 0;
    const flow = toWait('preprocessing', async () => (++answers === 1 ? Promise.reject(apiError(503)) : preDecisionSignups.prequalified));
    await settle();
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'waiting' })).toBe(true);
    expect(flow.actor.getSnapshot().context.decisionPolls).toBe(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(flow.callsOf('fetchSignup')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.actor.getSnapshot().matches('acceptOffer')).toBe(true);
  });

  it('an answer that comes after the deadline (the clock jumped: a device asleep) times out, keeping what it said', async () => {
    const hand = answeredByHand();
    const flow = toWait('preprocessing', hand.fetchSignup);
    await settle();
    vi.setSystemTime(T0 + 31_000);
    hand.next().resolve(preDecisionSignups.undecided);
    await settle();
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    expect(flow.actor.getSnapshot().context.signup).toEqual(preDecisionSignups.undecided);
    expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'decisionTimedOut' });
    expect(flow.actor.getSnapshot().context.decisionDeadline).toBeNull();
  });

  it('a decision that comes after the deadline still counts', async () => {
    const hand = answeredByHand();
    const flow = toWait('preprocessing', hand.fetchSignup);
    await settle();
    vi.setSystemTime(T0 + 40_000);
    hand.next().resolve(preDecisionSignups.prequalified);
    await settle();
    expect(flow.actor.getSnapshot().matches('acceptOffer')).toBe(true);
  });

  it('a failed poll after the deadline times out; one before it waits', async () => {
    const hand = answeredByHand();
    const flow = toWait('preprocessing', hand.fetchSignup);
    await settle();
    vi.setSystemTime(T0 + 30_999);
    hand.next().reject(apiError(503));
    await settle();
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'waiting' })).toBe(true);
    expect(tracked(flow, 'decision_timed_out')).toEqual([]);
    flow.actor.stop();
    vi.setSystemTime(T0);
    const late = answeredByHand();
    const lateFlow = toWait('preprocessing', late.fetchSignup);
    await settle();
    vi.setSystemTime(T0 + 31_000);
    late.next().reject(apiError(503));
    await settle();
    expect(lateFlow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    expect(tracked(lateFlow, 'decision_timed_out')).toEqual([{ kind: 'error', name: 'decision_timed_out', properties: { origination_id: 'orig-1', phase: 'preprocessing' } }]);
  });

  it('a resumed app asks again at once before the deadline, and times out after it', async () => {
    const flow = toWait('preprocessing', async () => preDecisionSignups.undecided);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    flow.actor.send({ type: 'app.resumed' });
    await settle();
    expect(flow.callsOf('fetchSignup')).toHaveLength(2);
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'waiting' })).toBe(true);
    vi.setSystemTime(T0 + 31_000);
    flow.actor.send({ type: 'app.resumed' });
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    expect(flow.callsOf('fetchSignup')).toHaveLength(2);
  });

  it('a time-out restored after a reload stays the time-out, with its Try again taken (decision 0058)', async () => {
    const flow = toWait('preprocessing', async () => preDecisionSignups.undecided);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    const polls = flow.callsOf('fetchSignup').length;
    flow.actor.send({ type: 'app.resumed' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'decisionTimedOut' });
    expect(flow.callsOf('fetchSignup')).toHaveLength(polls);
    expect(flow.actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
  });

  it('Try again after the time-out waits another 31 s from then, polling anew', async () => {
    const flow = toWait('preprocessing', async () => preDecisionSignups.undecided);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    const polls = flow.callsOf('fetchSignup').length;
    flow.actor.send({ type: 'user.retry' });
    expect(flow.actor.getSnapshot().context).toMatchObject({ decisionDeadline: T0 + 62_000, decisionPolls: 0, outcome: null });
    await settle();
    expect(flow.callsOf('fetchSignup')).toHaveLength(polls + 1);
    await vi.advanceTimersByTimeAsync(30_999);
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
  });
});

describe('the approval wait', () => {
  it('waits while the evaluation is pending (every 3 s), then congratulates with the credit limit in the report', async () => {
    let answers = 0;
    const approved = { ...approvalSignups.approved, credit_application_credit_limit: 7500 } satisfies SignupDetail;
    const flow = toWait('processing', async () => (++answers < 2 ? approvalSignups.pending : approved));
    await settle();
    expect(flow.actor.getSnapshot().matches({ processing: 'waiting' })).toBe(true);
    expect(flow.callsOf('fetchSignup').map((call) => call.input)).toEqual([{ originationId: 'orig-1' }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(flow.callsOf('fetchSignup')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.actor.getSnapshot().matches('congratulations')).toBe(true);
    expect(tracked(flow, 'credit_approved')).toEqual([{ kind: 'track', name: 'credit_approved', properties: { origination_id: 'orig-1', credit_limit: 7500 } }]);
  });

  it('a decision whose evaluation is still pending is not ready', async () => {
    const decidedPending = signup({ application_decision: 'APPROVE', application_evaluation_status: 'evaluation_pending', offer_accepted: true });
    const flow = toWait('processing', async () => decidedPending);
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(flow.actor.getSnapshot().matches({ processing: 'waiting' })).toBe(true);
  });

  it('a REVIEW after the evaluation shows manual review, whatever status an earlier page held', async () => {
    const review = signup({ application_decision: 'REVIEW', application_evaluation_status: 'evaluation_completed', offer_accepted: true });
    const flow = startFlow({ fetchSignup: async () => review });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/not-pre-qualified/ko_vantage' });
    await settle();
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/processing' });
    await settle();
    expect(flow.actor.getSnapshot().context.notPreQualifiedStatus).toBe('manual_review');
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/not-pre-qualified/manual_review');
    expect(tracked(flow, 'credit_approved')).toEqual([]);
  });

  it('reports its own time-out at 31 s', async () => {
    const flow = toWait('processing', async () => approvalSignups.pending);
    await vi.advanceTimersByTimeAsync(30_999);
    expect(flow.actor.getSnapshot().matches({ processing: 'timedOut' })).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.actor.getSnapshot().matches({ processing: 'timedOut' })).toBe(true);
    expect(tracked(flow, 'decision_timed_out')).toEqual([{ kind: 'error', name: 'decision_timed_out', properties: { origination_id: 'orig-1', phase: 'processing' } }]);
  });
});
