import { vi } from 'vitest';
import { createActor, fromPromise, fromCallback, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { onboardingActors } from '../../machines/onboarding.actors.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import { clockFor, type ModelEvent } from '../../src/flow-map/machine-model/model-events.ts';
import { T0 } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { transitionKeys } from './model-coverage.ts';

// The model's two sides: the traversal logic (the machine with the model clock) that xstate/graph
// walks, and the replay of a path against a real actor whose services never answer by themselves:
// each outcome arrives as the path's own done/error event, each timer as its `xstate.after` event.

/** The machine as the traversal sees it: every transition runs at the event's model time. */
export function traversalLogic(machine: AnyStateMachine = onboardingMachine): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event, scope) => {
    vi.setSystemTime(clockFor(snapshot as AnyMachineSnapshot, event as ModelEvent));
    try {
      return machine.transition(snapshot, event, scope);
    } finally {
      vi.setSystemTime(T0);
    }
  };
  logic.getInitialSnapshot = (scope, input) => {
    vi.setSystemTime(T0);
    return machine.getInitialSnapshot(scope, input);
  };
  return logic;
}

/** Services that stay pending (the path answers them) and a silent session child. */
const pending = () => new Promise<never>(() => {});
const fakeActors = Object.fromEntries(
  Object.keys(onboardingActors).map((name) => [name, name === 'session' ? fromCallback(() => () => {}) : fromPromise(pending)]),
);
export const replayMachine = onboardingMachine.provide({ actors: fakeActors as never });
const replayKeys = transitionKeys(replayMachine);

export interface ReplayStep {
  event: ModelEvent;
  /** The snapshot before the event, and the one after. */
  before: AnyMachineSnapshot;
  snapshot: AnyMachineSnapshot;
  /** The clock the event happened at. */
  clock: number;
  /** For a timer's event: the timer the actor had scheduled for it (its delay and when it was set), or null when none was. */
  scheduled: ScheduledTimer | null;
  /** Calls still out after the event (invoked services other than the session and the shell's documents). */
  callsOut: boolean;
}

export interface ScheduledTimer {
  delay: number;
  startedAt: number;
}

/** XState keeps the delayed events it scheduled in its system's snapshot. */
function scheduledTimer(actor: { system: unknown }, type: string): ScheduledTimer | null {
  const { _scheduledEvents: scheduled } = (actor.system as { getSnapshot(): { _scheduledEvents: Record<string, { event: { type: string }; delay: number; startedAt: number }> } }).getSnapshot();
  const found = Object.values(scheduled).find((entry) => entry.event.type === type);
  return found ? { delay: found.delay, startedAt: found.startedAt } : null;
}

/** The children that are not calls of a screen: the session, the shell's documents, analytics. */
const NOT_CALLS = new Set(['session', 'loadRegulatoryDocuments', 'trackEvent']);
const hasCallsOut = (snapshot: AnyMachineSnapshot) =>
  Object.entries(snapshot.children).some(([id, child]) => {
    const actor = child as { src?: unknown; getSnapshot(): { status: string } } | undefined;
    return !!actor && !NOT_CALLS.has(id) && !NOT_CALLS.has(String(actor.src)) && actor.getSnapshot().status === 'active';
  });

export interface ReplayResult {
  states: Set<string>;
  transitions: Set<string>;
  final: AnyMachineSnapshot;
}

/**
 * Replays `events` from a fresh actor; `check` runs after each event with the actor's snapshot
 * (`prepare`, before it, with the snapshot the event arrives in).
 * Throws when a path answers a service that the machine did not invoke, or fires a timer of a state
 * that is not active.
 */
export function replay(
  input: OnboardingInput,
  events: readonly ModelEvent[],
  check?: (step: ReplayStep, index: number) => void,
  prepare?: (event: ModelEvent, before: AnyMachineSnapshot) => void,
): ReplayResult {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.parent) states.add(node.id);
  };
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
    for (const definition of inspection._transitions) {
      const key = replayKeys.get(definition);
      if (key) transitions.add(key);
      // Transient states (`always` only) never rest in a snapshot: their transitions name them.
      if (definition.source.parent) states.add(definition.source.id);
    }
    record(inspection.snapshot as AnyMachineSnapshot);
  };
  vi.setSystemTime(T0);
  const actor = createActor(replayMachine, { input, inspect });
  actor.start();
  if (actor.getSnapshot().status === 'error') throw new Error(`start failed: ${String(actor.getSnapshot().error)}`);
  record(actor.getSnapshot());
  events.forEach((event, index) => {
    const before = actor.getSnapshot();
    const serviceId = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    if (serviceId && !serviceId.includes('*') && serviceId !== 'loadRegulatoryDocuments' && !before.children[serviceId]) {
      throw new Error(`step ${index}: ${event.type} answers a service that is not running (${JSON.stringify(before.value)})`);
    }
    const scheduled = event.type.startsWith('xstate.after.') ? scheduledTimer(actor, event.type) : null;
    prepare?.(event, before);
    const clock = clockFor(before, event);
    vi.setSystemTime(clock);
    actor.send(event as never);
    vi.setSystemTime(T0);
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'error') throw new Error(`step ${index}: ${event.type} failed the actor: ${String(snapshot.error)}`);
    record(snapshot);
    check?.({ event, before, snapshot, clock, scheduled, callsOut: hasCallsOut(snapshot) }, index);
  });
  const final = actor.getSnapshot();
  actor.stop();
  return { states, transitions, final };
}
