import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { serializeSnapshot, restoreSnapshot, resumeAfterRestore, isWorthSaving, SNAPSHOT_VERSION } from '../../machines/persistence.ts';
import type { onboardingMachine } from '../../machines/onboarding.machine.ts';
import type { SnapshotFrom } from 'xstate';
import { T0, preDecisionSignups, petApplication, pricing } from '../../src/flow-map/machine-model/model-fixtures.ts';

// A reload restores the saved snapshot; the poll and the countdown resume from their absolute
// deadlines because XState does not restore timers (statelyai/xstate#5331).

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

async function savedDuringPoll(): Promise<string> {
  const { actor } = startFlow({ fetchSignup: async () => preDecisionSignups.undecided });
  actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/preprocessing' });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(actor.getSnapshot().matches({ preprocessing: 'waiting' })).toBe(true);
  const saved = serializeSnapshot(actor);
  actor.stop();
  return saved;
}

describe('persistence', () => {
  it('restores where the applicant was', async () => {
    const { actor } = startFlow({ fetchSignup: async () => preDecisionSignups.approved });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    await settle();
    actor.send({ type: 'user.answer', hadInsuranceBefore: true });
    const restored = restoreSnapshot<OnboardingSnapshot>(serializeSnapshot(actor));
    const again = startFlow({}, {}, restored);
    expect(again.actor.getSnapshot().matches({ quiz: 'answering' })).toBe(true);
    expect(again.actor.getSnapshot().context).toMatchObject({ originationId: 'orig-1', quizAnswer: true });
  });

  it('discards another version, bad JSON and nothing; the Dashboard is no end: it is restored too', () => {
    const { actor } = startFlow({});
    const saved = JSON.parse(serializeSnapshot(actor)) as { version: number };
    expect(restoreSnapshot(JSON.stringify({ ...saved, version: SNAPSHOT_VERSION + 1 }))).toBeUndefined();
    expect(restoreSnapshot(JSON.stringify({ ...saved, version: SNAPSHOT_VERSION - 1 }))).toBeUndefined();
    expect(restoreSnapshot('{not json')).toBeUndefined();
    expect(restoreSnapshot(null)).toBeUndefined();
    actor.send({ type: 'user.close' });
    const again = startFlow({}, {}, restoreSnapshot<OnboardingSnapshot>(serializeSnapshot(actor)));
    expect(again.actor.getSnapshot().matches('dashboard')).toBe(true);
    again.actor.send({ type: 'user.reload' });
    expect(again.actor.getSnapshot().matches('offerStart')).toBe(true);
  });

  it('a reload during the poll resumes polling before the 31 s deadline', async () => {
    const saved = await savedDuringPoll();
    vi.setSystemTime(T0 + 12_000);
    const { actor, callsOf } = startFlow({ fetchSignup: async () => preDecisionSignups.prequalified }, {}, restoreSnapshot<OnboardingSnapshot>(saved));
    resumeAfterRestore(actor);
    await settle();
    expect(callsOf('fetchSignup')).toHaveLength(1);
    expect(actor.getSnapshot().matches('acceptOffer')).toBe(true);
  });

  it('a reload after the deadline reports the time-out instead of polling again', async () => {
    const saved = await savedDuringPoll();
    vi.setSystemTime(T0 + 31_000);
    const { actor, callsOf } = startFlow({ fetchSignup: async () => preDecisionSignups.prequalified }, {}, restoreSnapshot<OnboardingSnapshot>(saved));
    resumeAfterRestore(actor);
    expect(actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    expect(callsOf('fetchSignup')).toHaveLength(0);
    expect(callsOf('trackEvent').map((c) => c.input)).toContainEqual({ kind: 'error', name: 'decision_timed_out', properties: { origination_id: 'orig-1', phase: 'preprocessing' } });
  });

  it('the countdown resumes from its deadline after a reload', async () => {
    const { actor } = startFlow({ fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: async () => petApplication(), fetchPricing: async () => pricing });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await settle();
    const saved = serializeSnapshot(actor);
    actor.stop();
    vi.setSystemTime(T0 + 60_000);
    // Restored, the page reads what it holds again, the pet application too (decisions 0061, 0074): its deadline comes with it.
    const again = startFlow(
      { fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: async () => petApplication(), fetchPricing: async () => pricing },
      {},
      restoreSnapshot<OnboardingSnapshot>(saved),
    );
    resumeAfterRestore(again.actor);
    await settle();
    expect(again.callsOf('loadPetApplication')).toHaveLength(1);
    const deadline = again.actor.getSnapshot().context.countdownDeadline!;
    expect(again.actor.getSnapshot().context.countdownRemainingMs).toBe(deadline - (T0 + 60_000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(again.actor.getSnapshot().context.countdownRemainingMs).toBe(deadline - (T0 + 61_000));
  });
});

describe('which snapshots the app saves', () => {
  const tagged = (...tags: string[]) => ({ hasTag: (tag: string) => tags.includes(tag) });
  it('not while a call holds the SSN or a file, nor while the applicant\'s own call is on its way; any other', () => {
    expect(isWorthSaving(tagged('busy', 'sensitive'))).toBe(false);
    expect(isWorthSaving(tagged('sensitive'))).toBe(false);
    expect(isWorthSaving(tagged('busy'))).toBe(false);
    expect(isWorthSaving(tagged('loading'))).toBe(true);
    expect(isWorthSaving(tagged('sending'))).toBe(true);
    expect(isWorthSaving(tagged())).toBe(true);
  });
});

describe('persistence of the verify delay', () => {
  it('a reload on the verify screen waits 1 s again, then checks the phone', async () => {
    const { actor } = startFlow({});
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/verify' });
    const saved = serializeSnapshot(actor);
    actor.stop();
    const again = startFlow({ startPhoneCheck: async () => ({ correlation_id: 'c', notice: null }) }, {}, restoreSnapshot<OnboardingSnapshot>(saved));
    resumeAfterRestore(again.actor);
    await vi.advanceTimersByTimeAsync(1000);
    // No auth token in this snapshot: the verify screen's rule sends the applicant to the start.
    expect(again.actor.getSnapshot().matches('getStarted')).toBe(true);
  });
});
