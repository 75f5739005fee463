import { createEmptyActor, type AnyActorLogic, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { OnboardingContext, OnboardingInput } from '../../../machines/onboarding.types.ts';
import { eventKey, liveEvents, type LiveEvent, type ReopenAt } from './live-events.ts';
import { urlForSnapshot } from '../../../machines/route-table.ts';
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

/**
 * Where each way in is searched: the offer page everywhere; "get started" and a phone only until the
 * phone is checked (what follows is the same as from the offer page, which is searched already).
 */
const SEARCHED: Record<LiveEntry, (state: LiveState) => boolean> = {
  offer: () => true,
  getStarted: (state) => PHONE_CHECK_STEPS.has(topLevel(state.snapshot)),
  mobile: (state) => PHONE_CHECK_STEPS.has(topLevel(state.snapshot)),
};

interface LiveState {
  snapshot: AnyMachineSnapshot;
  world: SandboxWorld;
  /** Steps off the sandbox's ordinary answers so far: a failure made, another device, a reload, a window closed. */
  detours: number;
  /** No intent since the last detour: a failure may follow it (a load on another device that fails). */
  justDetoured: boolean;
  /** Intents since the first detour: a detour is a way into a state near it, so few are needed after it. */
  intentsSince: number;
}

/** After a detour, at most this many intents (sign-in's email and code, say): the search stays small. */
const INTENTS_AFTER_DETOUR = 2;

/**
 * At most this many detours in a plan: one of any kind, then a failure before the person's next
 * intent (another device's load that fails, a failure that leads to another that fails). Each one
 * more multiplies the search.
 */
const MAX_DETOURS = 2;

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
  /** The flow leaves the end state on the next tick (a routing step): the last resort. */
  leavesAtOnce?: true;
}

/** Invokes that are not a screen's calls: the session, the shell's documents. */
const NOT_CALLS = new Set(['session', 'loadRegulatoryDocuments']);
/** A call of a state's own is out: one of the active states' invokes (fire-and-forget children do not count). */
const callsOut = (snapshot: AnyMachineSnapshot) =>
  (snapshot._nodes as AnyStateNode[]).some((node) => node.invoke.some((invoke: { id: string }) => !NOT_CALLS.has(invoke.id) && invoke.id in snapshot.children));

/** The steps before the phone is checked, where the phone's range makes the answers. */
const PHONE_CHECK_STEPS = new Set(['boot', 'offerStart', 'getStarted', 'instalink', 'verify', 'verifyOwn']);

/** The top-level state the flow is in ('payment'). */
const topLevel = (snapshot: AnyMachineSnapshot): string => (typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? ''));

/** The ways a person opens the flow again on another device, with the session they have. */
function reopenings(snapshot: AnyMachineSnapshot): LiveEvent[] {
  const at: ReopenAt[] = urlForSnapshot(snapshot as never) ? ['here', 'start', 'dashboard'] : ['start', 'dashboard'];
  return at.map((where) => ({ type: 'live.reopen', how: { kind: 'reopen', at: where } }));
}

/** The address a reopening opens, for this flow (the link of where it is, the start, the Dashboard). */
export function reopenedUrl(snapshot: AnyMachineSnapshot, at: ReopenAt): string {
  if (at === 'start') return '/';
  if (at === 'dashboard') return '/dashboard';
  const url = urlForSnapshot(snapshot as never);
  if (!url) throw new Error(`the flow in ${JSON.stringify(snapshot.value)} has no link to open again`);
  return url;
}

/** The planner's events: the live flow's own, and the person's ways back in (another device, a reload). */
function plannerEvents({ snapshot, world, detours, justDetoured, intentsSince }: LiveState): LiveEvent[] {
  // A flow that failed (an action that found its data missing) is where the app would break: no way on from there.
  if (snapshot.status !== 'active') return [];
  // A state left on the next tick: nothing happens before its timer does.
  if (leavesAtOnce(snapshot)) return liveEvents(snapshot, world).filter((event) => /^xstate\.after\.0\./.test(event.type));
  const all = liveEvents(snapshot, world);
  const secondFailure = (event: LiveEvent) => justDetoured && detours < MAX_DETOURS && event.how.kind === 'fault';
  const allowed = (event: LiveEvent) => (event.how.kind === 'intent' ? intentsSince < INTENTS_AFTER_DETOUR : !isDetour(event) || secondFailure(event));
  const events = detours === 0 ? all : all.filter(allowed);
  if (detours > 0 || callsOut(snapshot) || !(snapshot.context as OnboardingContext).originationId) return events;
  const nodes = snapshot._nodes as AnyStateNode[];
  const reloads = nodes.some((node) => node.transitions.has('app.resumed')) ? [{ type: 'app.resumed', how: { kind: 'reload' } } as LiveEvent] : [];
  // The window closes once the quiz is answered (the answer moves the signup, so the deadline, again).
  const canClose = world.quizAnswered && urlForSnapshot(snapshot as never) !== null && world.pet === 'eligible' && !world.windowClosed && !world.policyConfigured;
  const closing = canClose ? [{ type: 'live.closeWindow', how: { kind: 'closeWindow' }, world: { windowClosed: true } } as LiveEvent] : [];
  return [...events, ...reloads, ...reopenings(snapshot), ...closing, ...lateReturns(snapshot), ...redirects(snapshot, world)];
}

/** A decision's wait, back after its deadline: the time-out (the walk does not wait the 31 s out). */
function lateReturns(snapshot: AnyMachineSnapshot): LiveEvent[] {
  const waiting = (snapshot._nodes as AnyStateNode[]).some((node) => node.id === 'onboarding.preprocessing.waiting' || node.id === 'onboarding.processing.waiting');
  return waiting && (snapshot.context as OnboardingContext).decisionDeadline !== null ? [{ type: 'live.deadlinePassed', how: { kind: 'deadlinePassed' } }] : [];
}

/** The payment form, paid with the card that authenticates on the sandbox's own page, which declines it. */
function redirects(snapshot: AnyMachineSnapshot, world: SandboxWorld): LiveEvent[] {
  const entering = (snapshot._nodes as AnyStateNode[]).some((node) => node.id === 'onboarding.payment.entering');
  // Paid by card (the form's Pay, no phone of the other way to pay), once.
  if (!entering || world.card !== null || !snapshot.can({ type: 'user.submit', form: 'payment', values: { phone: null } } as EventObject)) return [];
  // Declined: the return is read (approved, the purchase holds the card and the step completes it, as a card that succeeds does).
  return [{ type: 'live.redirect', how: { kind: 'redirect', approve: false }, world: { card: 'redirect' }, then: [{ type: 'payment.returned', clientSecret: 'seti_live_secret' } as EventObject] }];
}

/** A state the flow leaves on the next tick (an `after: 0`): it rests no time, so a walk passes it. */
const leavesAtOnce = (snapshot: AnyMachineSnapshot): boolean =>
  (snapshot._nodes as AnyStateNode[]).some((node) => (node.after as { delay: unknown }[]).some((transition) => transition.delay === 0));

const deepest = (snapshot: AnyMachineSnapshot): string[] => (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);

/** What tells two states apart for the planner: the value, the facts the guards read, and the world. */
function serialize({ snapshot, world, detours, justDetoured, intentsSince }: LiveState): string {
  const c = snapshot.context as OnboardingContext;
  return JSON.stringify([
    snapshot.value,
    c.isLoggedIn, c.originationId !== null, c.hasAuthToken, Math.min(c.partnerAttempts, 2), c.sharedKey !== null, c.quizAnswer, c.agreementTicked, c.agreePetlessFlow,
    c.selectedAddOns, c.documentType, [...new Set(c.uploads.map((u) => u.status))].sort(), Math.min(c.uploads.length, 2), c.uploadedDocuments?.length ?? null, c.paymentMethod !== null, c.usedAlternatePaymentMethod,
    c.policyConfigured, c.offerAccepted, c.signup !== null, c.petApplication !== null, c.challenge !== null, c.planLoaded, c.applications !== null, c.unavailable,
    c.regulatoryDocuments.length > 0, c.signinNext, c.outcome?.code ?? null, c.paymentReturn !== null,
    // The phone's range matters only until the phone is checked.
    PHONE_CHECK_STEPS.has(topLevel(snapshot)) ? world : { ...world, phone: null },
    detours,
    justDetoured,
    intentsSince,
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
  /** The flow's snapshot the event is sent to: this one, or a new device's (its own actor system) for a reopening. */
  const receiver = (state: LiveState, event: LiveEvent): { snapshot: AnyMachineSnapshot; event: EventObject } => {
    switch (event.how.kind) {
      // The page loads again with the saved flow: its deadline passed (the person was away), or back from 3-D Secure.
      case 'deadlinePassed':
        return { snapshot: { ...state.snapshot, context: { ...(state.snapshot.context as OnboardingContext), decisionDeadline: Date.now() - 1 } }, event: { type: 'app.resumed' } };
      case 'redirect':
        return { snapshot: state.snapshot, event: { type: 'app.resumed' } };
      case 'closeWindow':
      case 'reopen': {
        const c = state.snapshot.context as OnboardingContext;
        const url = reopenedUrl(state.snapshot, event.how.kind === 'reopen' ? event.how.at : 'here');
        // Another device is another actor system (its session child is registered there anew).
        const fresh = start(planningScope(), {
          entry: c.entry,
          isMobile: c.isMobile,
          tokens: c.isLoggedIn ? { access: 'live-access', refresh: 'live-refresh' } : null,
          originationId: c.originationId,
          hasAuthToken: c.hasAuthToken,
        });
        return { snapshot: fresh, event: { type: 'nav.location', url } as EventObject };
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
      const to = receiver(state, event);
      let snapshot = machine.transition(to.snapshot, to.event, scope);
      for (const heard of event.then ?? []) if (snapshot.status === 'active') snapshot = machine.transition(snapshot, heard, scope);
      const justDetoured = isDetour(event) || (state.justDetoured && event.how.kind !== 'intent');
      const intentsSince = state.intentsSince + (state.detours > 0 && event.how.kind === 'intent' ? 1 : 0);
      return { snapshot, world, detours, justDetoured, intentsSince };
    },
    passed: (state, event, scope) => {
      const to = receiver(state, event);
      return passedStates(machine, to.snapshot, to.event, scope);
    },
    getInitialSnapshot: (scope, input) => ({ snapshot: start(scope, input), world: FRESH_WORLD, detours: 0, justDetoured: false, intentsSince: 0 }),
    getPersistedSnapshot: (state) => state,
  };
}

/** An actor scope for planning: nothing runs, nothing is sent. */
function planningScope(): AnyActorScope {
  const empty = createEmptyActor();
  return { self: empty, logger: () => undefined, id: '', sessionId: 'live-plan', defer: () => undefined, system: empty.system, stopChild: () => undefined, emit: () => undefined, actionExecutor: () => undefined } as unknown as AnyActorScope;
}

/** The states a starting flow passes on its way to where it rests: the root's first, and each active state's first. */
function startingStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const firstOf = (node: AnyStateNode): string[] => (node.initial?.target ?? []).map((target: AnyStateNode) => target.id);
  return [...firstOf(machine.root as AnyStateNode), ...(snapshot._nodes as AnyStateNode[]).flatMap(firstOf)];
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
  // The machine reads the clock (the decision's deadline, the 24-hour window): a search that takes
  // longer than 31 s would see deadlines pass. It runs at one instant; nothing else runs meanwhile.
  const realNow = Date.now;
  const instant = realNow();
  Date.now = () => instant;
  try {
    return planAtOneInstant(machine);
  } finally {
    Date.now = realNow;
  }
}

function planAtOneInstant(machine: AnyStateMachine): LivePlans {
  const states = new Map<string, LivePlan>();
  const edges = new Map<string, LivePlan>();
  const logic = liveLogic(machine);
  const scope = planningScope();
  // A plan that ends at rest beats any that ends with a call out, and that one any that ends in a
  // state left on the next tick (a walk that passes it ends where the flow goes); then the shorter wins.
  const rank = (plan: LivePlan) => (plan.rests ? 0 : plan.leavesAtOnce ? 20_000 : 10_000) + plan.steps.length;
  const offer = (plans: Map<string, LivePlan>, plan: LivePlan, key: string) => {
    const known = plans.get(key);
    if (!known || rank(known) > rank(plan)) plans.set(key, plan);
  };
  for (const entry of Object.keys(INPUTS) as LiveEntry[]) {
    const paths = getShortestPaths(logic as unknown as AnyActorLogic, {
      events: (state: LiveState) => (SEARCHED[entry](state) ? plannerEvents(state) : []),
      serializeState: (state: LiveState) => serialize(state),
      serializeEvent: (event: LiveEvent) => eventKey(event),
      input: INPUTS[entry],
    } as never) as unknown as GraphPath[];
    for (const path of paths) {
      if (path.state.snapshot.status !== 'active') continue;
      // Each step holds its event and the state after it (xstate/graph's first step is the start).
      const real = path.steps.filter((step) => step.event.type !== 'xstate.init');
      const steps = real.map((step) => planStep(step.event, step.state));
      // The choices the path's own events made (xstate/graph keeps one state per key, which may hold another path's world).
      const world = real.reduce((made, step) => (step.event.world ? { ...made, ...step.event.world } : made), FRESH_WORLD);
      const atOnce = leavesAtOnce(path.state.snapshot);
      const plan: LivePlan = { stateId: '', via: null, entry, steps, world, rests: !callsOut(path.state.snapshot) && !atOnce, ...(atOnce ? { leavesAtOnce: true } : {}) };
      // The states passed as the flow starts (the boot, the start screen's session check): the empty plan's.
      if (real.length === 0) for (const stateId of startingStates(machine, path.state.snapshot)) offer(states, { ...plan, stateId }, stateId);
      const before = path.steps.length > 1 ? path.steps[path.steps.length - 2]!.state : null;
      const last = real[real.length - 1];
      // The states the last step passes, and the one it left on the next tick (a routing step).
      const leftAtOnce = before && leavesAtOnce(before.snapshot) ? (before.snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id) : [];
      const passed = before && last ? [...logic.passed(before, last.event, scope), ...leftAtOnce] : [];
      const resting = (path.state.snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);
      for (const stateId of new Set([...passed, ...resting])) offer(states, { ...plan, stateId }, stateId);
      // The transitions each event takes from here: this path, then that event.
      for (const event of plannerEvents(path.state)) {
        // The walk's own ways (another device, the sandbox's pages) are no transition of the machine.
        if (event.type.startsWith('live.')) continue;
        const taken = machine.getTransitionData(path.state.snapshot, event) as unknown as { source: AnyStateNode; eventType: string }[];
        const fresh = taken.map(edgeIdOf).filter((id) => !edges.has(id) || edges.get(id)!.steps.length > steps.length + 1 || !edges.get(id)!.rests);
        if (fresh.length === 0) continue;
        const after = logic.transition(path.state, event, scope);
        const target = deepest(after.snapshot)[0] ?? '';
        const edgeWorld = event.world ? { ...world, ...event.world } : world;
        for (const id of fresh) offer(edges, { stateId: target, via: id, entry, steps: [...steps, planStep(event, after)], world: edgeWorld, rests: !callsOut(after.snapshot) }, id);
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
