import { createActor } from 'xstate';
import { baseServices, flowMachine, settle, type Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

// A story's state, reached the way an applicant reaches it: the real onboarding machine with the
// machine tests' stub services (test/machine/flow-harness.ts: a service not given stays pending), a
// link opened, then the applicant's events. No hand-written snapshot: a state the machine cannot
// reach has no function here, so its story cannot be written (decision 0049).

/** Builds one state's snapshot, once: the story and stories-from-snapshots.test.ts read the same one. */
export type StoryState = () => Promise<FlowSnapshot>;

/** Resolved calls reach the machine, and a delay of 0 passes. */
async function settled() {
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
}

/** The settled snapshot after opening `url` (on a device that holds `input`) and sending `events`, each let settle. */
export async function snapshotAt(url: string, services: Services, events: readonly OnboardingEvent[] = [], input: OnboardingInput = {}): Promise<FlowSnapshot> {
  const machine = flowMachine({ ...baseServices, ...services }, [])
    // The verify screen's 1 s pause before the phone check is not waited out in a story.
    .provide({ delays: { VERIFY_DELAY: 0 } });
  const actor = createActor(machine, { input }).start();
  actor.send({ type: 'nav.location', url });
  await settled();
  for (const event of events) {
    actor.send(event);
    await settled();
  }
  const snapshot = actor.getSnapshot();
  // Nothing keeps running behind a story (timers, pending calls).
  actor.stop();
  return snapshot;
}

/** `build` run once, on first use. */
export function state(build: () => Promise<FlowSnapshot>): StoryState {
  let built: Promise<FlowSnapshot> | null = null;
  return () => (built ??= build());
}

/**
 * A story's args and its state: what the screen's binding gives it there (`select`, the binding's
 * own selector, or the binding's reading of it), the callbacks aside (the meta's).
 */
export async function storyAt<P>(at: StoryState, select: (snapshot: FlowSnapshot) => P | null): Promise<{ args: P; parameters: { state: StoryState } }> {
  const args = select(await at());
  if (args === null) throw new Error('The binding shows its loading view in this state, not the screen');
  return { args, parameters: { state: at } };
}
