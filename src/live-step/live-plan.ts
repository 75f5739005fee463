import { createEmptyActor, type AnyActorLogic, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { OnboardingContext, OnboardingInput } from '../../machines/onboarding.types.ts';
import { eventKey, liveEvents, type LiveEvent } from './live-events.ts';
import { FRESH_WORLD, regulatoryDocumentsAnswer, type SandboxWorld } from './sandbox-world.ts';

// The live planner: xstate/graph's shortest paths over the real machine, walked with the sandbox
// server's answers (`sandbox-world.ts`) instead of arbitrary ones, so that every path is one the
// real server can give. The traversal's state is the flow's snapshot and the sandbox world (the
// choices made and what the server was told); each path ends in one or more of the machine's states.

/** Where a walk starts: the offer page on a computer, the "get started" page, or a phone (the instant link). */
type LiveEntry = 'offer' | 'getStarted' | 'mobile';

const INPUTS: Record<LiveEntry, OnboardingInput> = {
  offer: { entry: 'offer' },
  getStarted: { entry: 'getStarted' },
  mobile: { entry: 'offer', isMobile: true },
};

interface LiveState {
  snapshot: AnyMachineSnapshot;
  world: SandboxWorld;
  /** Steps off the sandbox's ordinary answers so far: a failure made, another device, a reload, a window closed. */
  detours: number;
}

/** At most this many detours in a plan: every state needs at most one, and each one more multiplies the search. */
const MAX_DETOURS = 1;

const isDetour = (event: LiveEvent) => event.how.kind !== 'intent' && event.how.kind !== 'answer';

export interface LivePlanStep {
  event: LiveEvent;
  /** The flow's state value after the step (what the driver waits for). */
  value: unknown;
  /** The deepest states after it. */
  stateIds: string[];
}

export interface LivePlan {
  /** The state the plan reaches, as `/flow` names it (`onboarding.payment.failed`). */
  stateId: string;
  /** The transition its last step takes (a flow map edge id), for a plan made to take it. */
  via: string | null;
  entry: LiveEntry;
  steps: LivePlanStep[];
  /** The sandbox choices of the whole walk (the driver types their inputs from the first step on). */
  world: SandboxWorld;
  /** The flow rests at the end (no call out): preferred, so a step opens on its screen rather than on a load. */
  rests: boolean;
}

/** Children that are not a screen's calls: the session, the shell's documents, analytics. */
const NOT_CALLS = new Set(['session', 'loadRegulatoryDocuments', 'trackEvent']);
const callsOut = (snapshot: AnyMachineSnapshot) => Object.keys(snapshot.children).some((id) => !NOT_CALLS.has(id) && !id.startsWith('x:'));

/** The top-level state the flow is in ('payment'). */
const topLevel = (snapshot: AnyMachineSnapshot): string => (typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? ''));

/** The ways a person opens the flow again on another device, with the session they have. */
function reopenings(snapshot: AnyMachineSnapshot): LiveEvent[] {
  const here = topLevel(snapshot);
  const targets = new Set([here, 'offerStart', 'dashboard']);
  return [...targets].map((to) => ({ type: 'live.reopen', how: { kind: 'reopen', to: `#${to}` } }));
}

/** The planner's events: the live flow's own, and the person's ways back in (another device, a reload). */
function plannerEvents({ snapshot, world, detours }: LiveState): LiveEvent[] {
  const all = liveEvents(snapshot, world);
  const events = detours < MAX_DETOURS ? all : all.filter((event) => !isDetour(event));
  if (detours >= MAX_DETOURS || callsOut(snapshot) || !(snapshot.context as OnboardingContext).originationId) return events;
  const nodes = snapshot._nodes as AnyStateNode[];
  const reloads = nodes.some((node) => node.transitions.has('app.resumed')) ? [{ type: 'app.resumed', how: { kind: 'reload' } } as LiveEvent] : [];
  const canClose = world.offerAccepted && (world.approval === 'approved' || world.pre === 'approvedAlready') && world.pet === 'eligible' && !world.windowClosed && !world.policyConfigured;
  const closing = canClose ? [{ type: 'live.closeWindow', how: { kind: 'closeWindow' }, world: { windowClosed: true } } as LiveEvent] : [];
  return [...events, ...reloads, ...reopenings(snapshot), ...closing];
}

const deepest = (snapshot: AnyMachineSnapshot): string[] => (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);

/** What tells two states apart for the planner: the value, the facts the guards read, and the world. */
function serialize({ snapshot, world, detours }: LiveState): string {
  const c = snapshot.context as OnboardingContext;
  return JSON.stringify([
    snapshot.value,
    c.isLoggedIn, c.originationId !== null, c.hasAuthToken, Math.min(c.partnerAttempts, 2), c.sharedKey !== null, c.quizAnswer, c.agreementTicked, c.agreePetlessFlow,
    c.selectedAddOns, c.documentType, [...new Set(c.uploads.map((u) => u.status))].sort(), Math.min(c.uploads.length, 2), c.uploadedDocuments?.length ?? null, c.paymentMethod !== null, c.usedAlternatePaymentMethod,
    c.policyConfigured, c.offerAccepted, c.signup !== null, c.petApplication !== null, c.challenge !== null, c.planLoaded, c.applications !== null, c.unavailable,
    c.regulatoryDocuments.length > 0, c.signinNext, c.outcome?.code ?? null,
    world,
    detours,
  ]);
}

/** The states a step passes through on its way (transient ones included), for the plan of each. */
function passedStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject, scope: AnyActorScope): string[] {
  return machine.microstep(snapshot, event, scope).flatMap((step) => (step._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id));
}

interface LiveLogic {
  transition(state: LiveState, event: LiveEvent, scope: AnyActorScope): LiveState;
  getInitialSnapshot(scope: AnyActorScope, input: OnboardingInput): LiveState;
  getPersistedSnapshot(state: LiveState): LiveState;
  /** Every state the event passes through from `state` (the transient ones too). */
  passed(state: LiveState, event: LiveEvent, scope: AnyActorScope): string[];
  config: unknown;
}

/** The logic xstate/graph walks: the machine and the sandbox world, and the person's ways back in. */
function liveLogic(machine: AnyStateMachine): LiveLogic {
  const start = (scope: AnyActorScope, input: OnboardingInput): AnyMachineSnapshot => {
    const first = machine.getInitialSnapshot(scope, input);
    // The shell's documents arrive at once.
    return machine.transition(first, { type: 'xstate.done.actor.loadRegulatoryDocuments', output: regulatoryDocumentsAnswer }, scope);
  };
  /** The flow's snapshot the event is sent to: this one, or a new device's for a reopening; none for the sandbox's own step. */
  const receiver = (state: LiveState, event: LiveEvent, scope: AnyActorScope): { snapshot: AnyMachineSnapshot; event: EventObject } | null => {
    switch (event.how.kind) {
      case 'closeWindow':
        return null;
      case 'reopen': {
        const c = state.snapshot.context as OnboardingContext;
        const fresh = start(scope, {
          entry: c.entry,
          isMobile: c.isMobile,
          tokens: c.isLoggedIn ? { access: 'live-access', refresh: 'live-refresh' } : null,
          originationId: c.originationId,
          hasAuthToken: c.hasAuthToken,
        });
        return { snapshot: fresh, event: { type: 'xstate.route', to: event.how.to } as EventObject };
      }
      default:
        return { snapshot: state.snapshot, event };
    }
  };
  return {
    config: machine.config,
    transition: (state, event, scope) => {
      const world = event.world ? { ...state.world, ...event.world } : state.world;
      const detours = state.detours + (isDetour(event) ? 1 : 0);
      const to = receiver(state, event, scope);
      return { snapshot: to ? machine.transition(to.snapshot, to.event, scope) : state.snapshot, world, detours };
    },
    passed: (state, event, scope) => {
      const to = receiver(state, event, scope);
      return to ? passedStates(machine, to.snapshot, to.event, scope) : [];
    },
    getInitialSnapshot: (scope, input) => ({ snapshot: start(scope, input), world: FRESH_WORLD, detours: 0 }),
    getPersistedSnapshot: (state) => state,
  };
}

/** An actor scope for planning: nothing runs, nothing is sent. */
function planningScope(): AnyActorScope {
  const empty = createEmptyActor();
  return { self: empty, logger: () => undefined, id: '', sessionId: 'live-plan', defer: () => undefined, system: empty.system, stopChild: () => undefined, emit: () => undefined, actionExecutor: () => undefined } as unknown as AnyActorScope;
}

/** The flow map's id of a transition definition: `<source id>:<event type>:<index>`. */
function edgeIdOf(definition: { source: AnyStateNode; eventType: string }): string {
  const list = (definition.source.transitions.get(definition.eventType) ?? []) as unknown[];
  return `${definition.source.id}:${definition.eventType}:${list.indexOf(definition)}`;
}

export interface LivePlans {
  /** The shortest plan to each of the machine's states, by state id. */
  states: Map<string, LivePlan>;
  /** The shortest plan that takes each transition an event triggers, by the flow map's edge id. */
  edges: Map<string, LivePlan>;
}

type GraphPath = { state: LiveState; steps: { event: LiveEvent; state: LiveState }[] };

const planStep = (event: LiveEvent, after: LiveState): LivePlanStep => ({ event, value: after.snapshot.value, stateIds: deepest(after.snapshot) });

/**
 * The shortest plans, from each way in (the offer page, "get started", a phone), the shorter kept:
 * to every state (resting in it, or passing through it), and through every transition an event
 * takes (the shortest plan to its source, then that event).
 */
export function planEveryState(machine: AnyStateMachine): LivePlans {
  const states = new Map<string, LivePlan>();
  const edges = new Map<string, LivePlan>();
  const logic = liveLogic(machine);
  const scope = planningScope();
  // A plan that ends at rest beats any that ends with a call out; then the shorter wins.
  const rank = (plan: LivePlan) => (plan.rests ? 0 : 10_000) + plan.steps.length;
  const offer = (plans: Map<string, LivePlan>, plan: LivePlan, key: string) => {
    const known = plans.get(key);
    if (!known || rank(known) > rank(plan)) plans.set(key, plan);
  };
  for (const entry of Object.keys(INPUTS) as LiveEntry[]) {
    const paths = getShortestPaths(logic as unknown as AnyActorLogic, {
      events: (state: LiveState) => plannerEvents(state),
      serializeState: (state: LiveState) => serialize(state),
      serializeEvent: (event: LiveEvent) => eventKey(event),
      input: INPUTS[entry],
    } as never) as unknown as GraphPath[];
    for (const path of paths) {
      // Each step holds its event and the state after it (xstate/graph's first step is the start).
      const real = path.steps.filter((step) => step.event.type !== 'xstate.init');
      const steps = real.map((step) => planStep(step.event, step.state));
      const plan: LivePlan = { stateId: '', via: null, entry, steps, world: path.state.world, rests: !callsOut(path.state.snapshot) };
      const before = path.steps.length > 1 ? path.steps[path.steps.length - 2]!.state : null;
      const last = real[real.length - 1];
      const passed = before && last ? logic.passed(before, last.event, scope) : [];
      const resting = (path.state.snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);
      for (const stateId of new Set([...passed, ...resting])) offer(states, { ...plan, stateId }, stateId);
      // The transitions each event takes from here: this path, then that event.
      for (const event of plannerEvents(path.state)) {
        if (event.how.kind === 'reopen' || event.how.kind === 'closeWindow') continue;
        const taken = machine.getTransitionData(path.state.snapshot, event) as unknown as { source: AnyStateNode; eventType: string }[];
        const fresh = taken.map(edgeIdOf).filter((id) => !edges.has(id) || edges.get(id)!.steps.length > steps.length + 1 || !edges.get(id)!.rests);
        if (fresh.length === 0) continue;
        const after = logic.transition(path.state, event, scope);
        const target = deepest(after.snapshot)[0] ?? '';
        for (const id of fresh) offer(edges, { stateId: target, via: id, entry, steps: [...steps, planStep(event, after)], world: after.world, rests: !callsOut(after.snapshot) }, id);
      }
    }
  }
  return { states, edges };
}

/** A file of a planned upload, as it travels (a Blob does not): the driver makes the file again. */
export interface PlannedFile {
  key: string;
  name: string;
  type: string;
}

/**
 * The plan as the driver needs it, plain data that crosses a worker: the answers' stand-in values
 * are dropped (the server gives the real ones), and each planned file is described, not held.
 */
export function portablePlan(plan: LivePlan): LivePlan {
  const steps = plan.steps.map(({ event, value, stateIds }) => {
    const { output: _output, error: _error, ...kept } = event;
    const files = kept.files as { key: string; name: string; file: Blob }[] | undefined;
    const portable = files ? { ...kept, files: files.map(({ key, name, file }): PlannedFile => ({ key, name, type: file.type })) } : kept;
    return { event: portable as LiveEvent, value, stateIds };
  });
  return { ...plan, steps };
}
