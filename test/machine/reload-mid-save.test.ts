import { describe, it, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { useModelClock } from './step-test-kit.ts';
import { startFlow, settle } from './flow-harness.ts';
import { isWorthSaving, restoreSnapshot, resumeAfterRestore, serializeSnapshot } from '../../machines/persistence.ts';
import type { onboardingMachine } from '../../machines/onboarding.machine.ts';
import type { SetCoveragesInput } from '../../machines/onboarding.types.ts';
import { selectAdditionalServices } from '../../screens/additional-services/additional-services.selector.ts';
import { petApplication, preDecisionSignups, pricing } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Issue 33, defect 2: a reload while an add-on was being saved. The server stored it; the page came
// back from its saved snapshot with the card saying Add and a $0.00 total, and never read the quote
// again. A save cut off by a reload is no failure: the snapshot from before the press is the one
// kept, and the restored page reads what the server holds (decision 0061).

useModelClock();

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The server's quote: what the last save stored. */
function quoteServer() {
  let coverages: string[] = [];
  return {
    held: () => coverages,
    services: {
      fetchSignup: async () => preDecisionSignups.approved,
      loadPetApplication: async () => petApplication({ coverages }),
      fetchPricing: async () => pricing,
      // Stored, then the answer never comes: the reload cuts it off.
      setCoverages: (input: SetCoveragesInput) => {
        coverages = input.coverages;
        return new Promise<never>(() => {});
      },
    },
  };
}

describe('a reload while an add-on is being saved', () => {
  it('keeps the snapshot from before the press, and the restored page reads the pet application again: the add-on the server holds shows', async () => {
    const server = quoteServer();
    const first = startFlow(server.services, { originationId: 'orig-1' });
    first.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await settle();
    expect(isWorthSaving(first.actor.getSnapshot())).toBe(true);
    const saved = serializeSnapshot(first.actor);
    first.actor.send({ type: 'user.toggleAddOn', key: 'vet_visit', on: true });
    await settle();
    // The save is on its way: this snapshot is not the one the app keeps.
    expect(isWorthSaving(first.actor.getSnapshot())).toBe(false);
    expect(server.held()).toEqual(['cov-vet']);
    first.actor.stop();

    const again = startFlow(server.services, {}, restoreSnapshot<OnboardingSnapshot>(saved));
    resumeAfterRestore(again.actor);
    await settle();
    expect(again.callsOf('loadPetApplication')).toHaveLength(1);
    expect(again.callsOf('setCoverages')).toHaveLength(0);
    expect(again.actor.getSnapshot().matches({ additionalServices: { ready: { panel: 'idle' } } })).toBe(true);
    const page = selectAdditionalServices(again.actor.getSnapshot());
    expect(page).toMatchObject({ failure: null, error: null, submitting: false });
    expect(page?.selections.vet_visit).toMatchObject({ selected: true });
  });

  it('after the add-on page came back, the countdown goes on from the deadline the server gave', async () => {
    const server = quoteServer();
    const first = startFlow(server.services, { originationId: 'orig-1' });
    first.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await settle();
    const saved = serializeSnapshot(first.actor);
    first.actor.stop();
    const again = startFlow(server.services, {}, restoreSnapshot<OnboardingSnapshot>(saved));
    resumeAfterRestore(again.actor);
    await settle();
    const { countdownDeadline, countdownRemainingMs } = again.actor.getSnapshot().context;
    expect(countdownDeadline).toBe(Date.parse('2026-11-22T11:00:00.000Z'));
    expect(countdownRemainingMs).toBe(Date.parse('2026-11-22T11:00:00.000Z') - Date.now());
  });
});
