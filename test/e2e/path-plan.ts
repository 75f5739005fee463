import { fromCallback, fromPromise, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { onboardingActors } from '../../machines/onboarding.actors.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import { activeStateIds } from '../../src/app/active-states.ts';
import { modelEvents } from '../../src/flow-map/machine-model/model-events.ts';
import { abstractState } from '../../src/flow-map/machine-model/model-abstraction.ts';

// The plan from the machine: xstate/graph's shortest paths over the model's events (the same events
// and state abstraction as the model tests), giving for every state node the shortest sequence of
// events that reaches it. The run compares it with what the browser walks really reached, so a state
// no walk reaches is reported with the path a new walk would take.

const pending = () => new Promise<never>(() => {});
// Services never answer by themselves: each outcome is an event of the path.
const silentActors = Object.fromEntries(
  Object.keys(onboardingActors).map((name) => [name, name === 'session' ? fromCallback(() => () => {}) : fromPromise(pending)]),
);

const ENTRIES: OnboardingInput[] = [
  { entry: 'offer', isMobile: false, clientId: 'plan', offerId: null, promoCode: null, tokens: null, originationId: null },
  { entry: 'offer', isMobile: true, clientId: 'plan', offerId: null, promoCode: null, tokens: null, originationId: null },
  { entry: 'getStarted', isMobile: false, clientId: 'plan', offerId: null, promoCode: null, tokens: null, originationId: null },
];

/** State id → the event types of the shortest path that makes it active. */
export function shortestPathsToStates(): Map<string, string[]> {
  // Typed loosely: the model's events include service answers and timers the event union leaves out.
  const machine = onboardingMachine.provide({ actors: silentActors as never }) as unknown as AnyStateMachine;
  const best = new Map<string, string[]>();
  for (const input of ENTRIES) {
    const paths = getShortestPaths(machine, {
      events: (snapshot: AnyMachineSnapshot) => modelEvents(snapshot),
      serializeState: (snapshot: AnyMachineSnapshot) => abstractState(snapshot),
      input,
    });
    for (const path of paths) {
      const events = path.steps.slice(1).map((step) => step.event.type);
      for (const id of activeStateIds(path.state)) {
        const known = best.get(id);
        if (!known || known.length > events.length) best.set(id, events);
      }
    }
  }
  return best;
}
