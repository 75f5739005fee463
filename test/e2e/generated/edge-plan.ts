import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import { transitionKeys } from '../../model/model-coverage.ts';
import { canDrive, canFail, SCREEN_INTENTS, type PathStep } from './driver.ts';
import { NOT_DRIVEN, SEEDS_OF_STATE, type SeedName } from './seeds.ts';
import { LATER_WAYS } from './later-ways.ts';
import { ASKED_ON_THE_WAY_IN, DRIVEN_BY_START_WAYS, startWayPaths } from './start-ways.ts';

// The plan of the generated browser paths, read from the machine's own definition: for every state a
// person can open by a deep link, the shortest path into it (the route edge), then each edge its
// loaders can take (every failure branch, by the status its guard reads, and Try again after a
// failed load). A path that is a prefix of another is dropped: the longer one takes its edges too.

export interface GeneratedPath {
  name: string;
  /** The routable state the path opens. */
  stateId: string;
  /** The earlier visit; null for a new visitor (a start way). */
  seed: SeedName | null;
  /** The phone a new visitor types (ten digits); else the seed's. */
  phone?: string;
  steps: PathStep[];
  /** The transitions (flow map edge ids) the browser must be seen taking. */
  edges: string[];
  /** And one of these (an intent whose branch depends on how the person came). */
  oneOf?: string[];
  /** The browser remembers no session of the seed (the person signs in). */
  signedOut?: boolean;
  /** Playwright's clock is installed before the app loads (the path moves time on). */
  fakeClock?: boolean;
}

type TransitionDefinition = { target?: readonly AnyStateNode[]; guard?: unknown };

const machine = onboardingMachine as unknown as AnyStateMachine;

/** A guard's name: `'isNotYet'` or `{ type: 'isNotYet', params }`; null when unguarded. */
function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'unknown';
}

const definitions = (node: AnyStateNode, eventType: string) => (node.transitions.get(eventType) ?? []) as unknown as TransitionDefinition[];

function keyOf(keys: Map<unknown, string>, definition: unknown): string {
  const key = keys.get(definition);
  if (!key) throw new Error('A transition of the machine has no key');
  return key;
}

/**
 * The failure branches of the loaders under `scope`: after `steps`, the load fails as each branch's
 * guard needs, then Try again where the branch leads to a retry. A branch that leads to a state no
 * deep link opens (resume: where the application stands) goes on to that state's own failures, once
 * per run (`chained`).
 */
function failurePaths(scope: AnyStateNode, path: Omit<GeneratedPath, 'name'>, keys: Map<unknown, string>, chained: Set<string>): GeneratedPath[] {
  const paths: GeneratedPath[] = [];
  // Its loads, and the calls it makes as it shows (a link or a code sent: 'sending').
  const asItShows = (n: AnyStateNode) => n.tags.includes('loading') || (n.tags.includes('sending') && n.invoke.length > 0);
  for (const node of getStateNodes(scope).filter((n) => asItShows(n) && !(n.id in NOT_DRIVEN) && !DRIVEN_BY_START_WAYS.has(n.id))) {
    for (const invoke of node.invoke) {
      definitions(node, `xstate.error.actor.${invoke.id}`).forEach((definition, index) => {
        const guard = guardName(definition.guard);
        if (!canFail(invoke.id, guard) || keyOf(keys, definition) in NOT_DRIVEN) return;
        // Signed out must fail every time: the client refreshes its token and asks again first.
        // A call a signed-in start screen makes on the way in: its request there is answered for real.
        const wayIn = ASKED_ON_THE_WAY_IN[invoke.id];
        const skip = wayIn && !wayIn.includes(topLevelOf(node)?.key ?? '') ? 1 : 0;
        const once = guard !== 'isSignInNeeded';
        const steps: PathStep[] = [...path.steps, { type: `xstate.error.actor.${invoke.id}`, invokeId: invoke.id, guard, once, ...(skip ? { after: skip } : {}) }];
        const edges = [...path.edges, keyOf(keys, definition)];
        const target = definition.target?.[0];
        const retry = target ? definitions(target, 'user.retry')[0] : undefined;
        if (retry && canDrive('user.retry')) {
          steps.push({ type: 'user.retry' });
          edges.push(keyOf(keys, retry));
        }
        // A failure the screen rests on with no Try again, whose own answer to a reload is to read
        // again (the reload may have cut the call off, decision 0074): the person reloads.
        const reload = !retry && target && restsOn(target) ? definitions(target, 'app.resumed')[0] : undefined;
        if (reload && target) {
          // Once the flow rests there: a reload before the call fails would race it.
          steps.push({ type: 'flow.at', stateId: target.id }, { type: 'app.resumed' });
          edges.push(keyOf(keys, reload));
        }
        // With Try again, in a state no deep link opens (resume): its reload is taken here, by a path of its own.
        const reloadAbove = retry && target && restsOn(target) && !((topLevelOf(target)?.key ?? '') in SEEDS_OF_STATE) ? nearestHandler(target, 'app.resumed') : undefined;
        if (reloadAbove && target) {
          const reloadName = `${path.stateId} ${[...path.steps.filter((step) => 'invokeId' in step).map((step) => (step as { invokeId: string }).invokeId), node.key].join(' → ')} ${guard ?? 'fails'} then reloaded #${index}`;
          paths.push({ ...path, name: reloadName, steps: [...steps.slice(0, -1), { type: 'flow.at', stateId: target.id }, { type: 'app.resumed' }], edges: [...edges.slice(0, -1), keyOf(keys, reloadAbove)] });
        }
        const name = `${path.stateId} ${[...path.steps.filter((step) => 'invokeId' in step).map((step) => (step as { invokeId: string }).invokeId), node.key].join(' → ')} ${guard ?? 'fails'}${retry ? ' then Try again' : ''}${reload ? ' then reloaded' : ''} #${index}`;
        paths.push({ ...path, name, steps, edges });
        const next = target ? topLevelOf(target) : null;
        if (next && !retry && !(next.key in SEEDS_OF_STATE) && !chained.has(next.key)) {
          chained.add(next.key);
          paths.push(...failurePaths(next, { ...path, steps, edges }, keys, chained));
        }
      });
    }
  }
  return paths;
}

/** A state the flow rests in until the person acts (no call out, no step of its own). */
const restsOn = (node: AnyStateNode): boolean => node.type === 'atomic' && node.invoke.length === 0 && (node.always ?? []).length === 0 && node.after.length === 0;

/** The first handler of the event from the node up to the top-level state. */
function nearestHandler(node: AnyStateNode, eventType: string): unknown {
  for (let current: AnyStateNode | undefined = node; current && current !== machine.root; current = current.parent) {
    const found = definitions(current, eventType)[0];
    if (found) return found;
  }
  return undefined;
}

/** The top-level state a node is in. */
function topLevelOf(node: AnyStateNode): AnyStateNode | null {
  let current: AnyStateNode | undefined = node;
  while (current?.parent && current.parent !== machine.root) current = current.parent;
  return current?.parent === machine.root ? current : null;
}

/**
 * The failures of what the person sends from a state's screen: deep link, fill and send the form (or
 * choose a file), and the call answers with each failure branch the driver can make.
 */
function sendingPaths(state: AnyStateNode, seed: SeedName, entry: PathStep[], routeEdge: string, keys: Map<unknown, string>): GeneratedPath[] {
  const paths: GeneratedPath[] = [];
  for (const node of getStateNodes(state)) {
    for (const type of ['user.submit', 'user.upload'] as const) {
      if (!canDrive(type, state.key)) continue;
      for (const send of definitions(node, type)) {
        const sending = send.target?.[0];
        for (const invoke of sending?.invoke ?? []) {
          definitions(sending as AnyStateNode, `xstate.error.actor.${invoke.id}`).forEach((definition, index) => {
            const guard = guardName(definition.guard);
            if (!canFail(invoke.id, guard)) return;
            paths.push({
              name: `${state.key} ${type.slice(5)} ${invoke.id} ${guard ?? 'fails'} #${index}`,
              stateId: state.key,
              seed,
              steps: [...entry, { type, stateId: state.key }, { type: `xstate.error.actor.${invoke.id}`, invokeId: invoke.id, guard, once: guard === null }],
              edges: [routeEdge, keyOf(keys, send), keyOf(keys, definition)],
            });
          });
        }
      }
    }
  }
  return paths;
}

/**
 * The leaf a state settles in when its loads and calls answer as usual: from its initial state, the
 * fallback (last) branch of each `always` and of each call's answer, until a node waits for the person.
 */
function settledLeaf(state: AnyStateNode): AnyStateNode {
  let node = state;
  for (let hops = 0; hops < 30; hops += 1) {
    const initial = (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0];
    if (node.type === 'compound' && initial) {
      node = initial;
      continue;
    }
    const always = (node.always ?? []) as unknown as TransitionDefinition[];
    const invoked = node.invoke[0];
    const fallback = always.length > 0 ? always.at(-1) : invoked ? definitions(node, `xstate.done.actor.${invoked.id}`).at(-1) : undefined;
    const next = fallback?.target?.[0];
    if (!next || !getStateNodes(state).includes(next)) return node;
    node = next;
  }
  return node;
}

/** The intents a person can show on a state's screen as it shows: deep link, then the intent. */
function intentPaths(state: AnyStateNode, seed: SeedName, entry: PathStep[], routeEdge: string, keys: Map<unknown, string>): GeneratedPath[] {
  const leaf = settledLeaf(state);
  const paths: GeneratedPath[] = [];
  for (const type of SCREEN_INTENTS) {
    if (!canDrive(type, state.key)) continue;
    const handlers: unknown[] = [];
    for (let node: AnyStateNode | undefined = leaf; node && node !== machine.root; node = node.parent) handlers.push(...definitions(node, type));
    if (handlers.length === 0) continue;
    paths.push({ name: `${state.key} ${leaf.key} ${type.slice(5)}`, stateId: state.key, seed, steps: [...entry, { type }], edges: [routeEdge], oneOf: handlers.map((h) => keyOf(keys, h)) });
  }
  return paths;
}

/** Screens the plan does not reload as they show, and why (each handler is taken by another path). */
const NOT_RELOADED_AS_IT_SHOWS: Readonly<Record<string, string>> = {
  verifyOwn: 'the code went out as it showed, and a reload never sends it twice (no transition); its failed send is reloaded',
  payment: "the shared seed chose no paid add-on: the page shows that failure, not its form; the ways that pay come back to it",
};

/**
 * A reload on a state's screen as it shows: deep link, then the page reloaded (the app restores its
 * saved snapshot and sends `app.resumed`). Each step answers it by reading again what the server holds
 * (decision 0074); the browser must be seen taking a handler of the settled leaf or of a state above it.
 */
function reloadPaths(state: AnyStateNode, seed: SeedName, entry: PathStep[], routeEdge: string, keys: Map<unknown, string>): GeneratedPath[] {
  const leaf = settledLeaf(state);
  // A screen that moves on by itself (a timer: the phone check's wait, a decision's poll) would race
  // the reload; the declared ways reload those at a moment they choose.
  if (leaf.after.length > 0 || state.key in NOT_RELOADED_AS_IT_SHOWS) return [];
  const handlers: unknown[] = [];
  for (let node: AnyStateNode | undefined = leaf; node && node !== machine.root; node = node.parent) handlers.push(...definitions(node, 'app.resumed'));
  if (handlers.length === 0) return [];
  return [{ name: `${state.key} ${leaf.key} reloaded`, stateId: state.key, seed, steps: [...entry, { type: 'app.resumed' }], edges: [routeEdge], oneOf: handlers.map((h) => keyOf(keys, h)) }];
}

/**
 * Ways through a screen that are more than one intent, each ending where the shared seed stays as it
 * was (a dialog kept open, a wrong code, or the change's call failing by the fault switch): the
 * intents, the states (under `under`) they leave by which branch, and the call that fails last with
 * each of its failure branches.
 */
interface IntentWay {
  name: string;
  stateId: string;
  under: string[];
  /** A way that signs in, with the seed's person (the browser remembers no session). */
  seed?: SeedName;
  steps: PathStep[];
  edges: [state: string, event: string, index: number][];
  fails?: { state: string; invokeId: string };
}

const PANEL = ['additionalServices', 'ready', 'panel'];
const INTENT_WAYS: IntentWay[] = [
  // The insurance panel, where the person adjusts the policy before it is finalized.
  { name: 'finalize then keep adjusting', stateId: 'additionalServices', under: PANEL, steps: [{ type: 'user.finalize' }, { type: 'user.cancel' }], edges: [['idle', 'user.finalize', 0], ['confirming', 'user.cancel', 0]] },
  { name: 'finalize and confirm', stateId: 'additionalServices', under: PANEL, steps: [{ type: 'user.finalize' }, { type: 'user.confirm' }], edges: [['idle', 'user.finalize', 0], ['confirming', 'user.confirm', 1]], fails: { state: 'configuring', invokeId: 'configurePolicy' } },
  { name: 'no changes needed', stateId: 'additionalServices', under: PANEL, steps: [{ type: 'user.noChanges' }], edges: [['idle', 'user.noChanges', 0], ['restoringStandard', 'always', 2]], fails: { state: 'configuring', invokeId: 'configurePolicy' } },
  { name: 'add a coverage', stateId: 'additionalServices', under: PANEL, steps: [{ type: 'user.toggleAddOn', title: 'Prescription meds' }], edges: [['idle', 'user.toggleAddOn', 1]], fails: { state: 'settingCoverages', invokeId: 'setCoverages' } },
  { name: 'add a policy option', stateId: 'additionalServices', under: PANEL, steps: [{ type: 'user.toggleAddOn', title: 'Higher coinsurance' }], edges: [['idle', 'user.toggleAddOn', 0]], fails: { state: 'settingOption', invokeId: 'setPolicyOption' } },
  // Sign-in by email code (the session actor makes the calls; its answers come back as session events).
  // Each with a person of their own: the codes sent to one address are rate limited.
  {
    // (A new code sent right after the first is refused as too soon: its success is not driven.)
    name: 'a wrong code',
    stateId: 'signin',
    under: ['signin'],
    seed: 'covered',
    steps: [{ type: 'user.submit', stateId: 'signin' }, { type: 'user.submit', stateId: 'signin.code' }],
    edges: [['email', 'user.submit', 0], ['sendingCode', 'session.codeSent', 0], ['code', 'user.submit', 0], ['validating', 'session.failed', 0]],
  },
  { name: 'the code is not sent', stateId: 'signin', under: ['signin'], seed: 'insured', steps: [{ type: 'user.submit', stateId: 'signin' }, { type: 'xstate.error.actor.login', invokeId: 'login', guard: null, once: false }], edges: [['sendingCode', 'session.failed', 0]] },
  { name: 'the new code is not sent', stateId: 'signin', under: ['signin'], seed: 'petless', steps: [{ type: 'user.submit', stateId: 'signin' }, { type: 'user.resend' }, { type: 'xstate.error.actor.login', invokeId: 'login', guard: null, once: false }], edges: [['code', 'user.resend', 0], ['resendingCode', 'session.failed', 0]] },
];

function nodeUnder(under: readonly string[], key: string): AnyStateNode {
  let node: AnyStateNode | undefined = machine.root;
  for (const part of [...under, key]) node = node?.states[part] as AnyStateNode | undefined;
  if (!node) throw new Error(`The machine has no state '${[...under, key].join('.')}'`);
  return node;
}

function intentWayPaths(keys: Map<unknown, string>): GeneratedPath[] {
  const routes = definitions(machine.root, 'xstate.route');
  const paths: GeneratedPath[] = [];
  for (const way of INTENT_WAYS) {
    const state = machine.root.states[way.stateId] as AnyStateNode;
    const route = routes.find((definition) => definition.target?.[0] === state);
    const seed = way.seed ?? SEEDS_OF_STATE[way.stateId]?.[0];
    if (!route || !seed) throw new Error(`No deep link or seed opens '${way.stateId}'`);
    const base = { stateId: state.key, seed, ...(way.seed ? { signedOut: true } : {}) };
    const steps: PathStep[] = [{ type: 'nav.location', stateId: state.key }, ...way.steps];
    const edges = [
      keyOf(keys, route),
      ...way.edges.map(([at, event, index]) => {
        const node = nodeUnder(way.under, at);
        return keyOf(keys, event === 'always' ? (node.always ?? [])[index] : definitions(node, event)[index]);
      }),
    ];
    if (!way.fails) {
      paths.push({ ...base, name: `${state.key}: ${way.name}`, steps, edges });
      continue;
    }
    const { invokeId } = way.fails;
    definitions(nodeUnder(way.under, way.fails.state), `xstate.error.actor.${invokeId}`).forEach((definition, index) => {
      const guard = guardName(definition.guard);
      if (!canFail(invokeId, guard)) return;
      paths.push({
        ...base,
        name: `${state.key}: ${way.name}, ${invokeId} ${guard ?? 'fails'} #${index}`,
        steps: [...steps, { type: `xstate.error.actor.${invokeId}`, invokeId, guard, once: false }],
        edges: [...edges, keyOf(keys, definition)],
      });
    });
  }
  return paths;
}

/**
 * The later ways (`later-ways.ts`): the route edge of each link they open or Back leads to, and the
 * transitions they name, each checked against the machine (a renamed state or a moved branch fails
 * the plan).
 */
function laterWayPaths(keys: Map<unknown, string>): GeneratedPath[] {
  const known = new Set(keys.values());
  const routes = definitions(machine.root, 'xstate.route');
  return LATER_WAYS.map((way) => {
    const opened = [...new Set(way.steps.flatMap((step) => (step.type === 'nav.location' || step.type === 'nav.otherDevice' ? [step.stateId] : [])))];
    const routeEdges = opened.map((stateId) => {
      const route = routes.find((definition) => definition.target?.[0] === machine.root.states[stateId]);
      if (!route) throw new Error(`No deep link opens '${stateId}' (the way '${way.name}')`);
      return keyOf(keys, route);
    });
    // Back or Forward to a state's URL: that state's route (by its id: the post-payment page is inside the payment).
    const returnEdges = way.steps.flatMap((step) => (step.type === 'nav.history' && step.to ? [step.to] : [])).map((stateId) => {
      const route = routes.find((definition) => definition.target?.[0]?.id === stateId);
      if (!route) throw new Error(`No route enters '${stateId}' (the way '${way.name}')`);
      return keyOf(keys, route);
    });
    const named = [...way.edges, ...way.steps.flatMap((step) => (step.type === 'flow.took' ? [step.key] : []))];
    const unknown = named.filter((key) => !known.has(key));
    if (unknown.length > 0 || !opened[0]) throw new Error(`The way '${way.name}' opens no state or names transitions the machine does not have: ${unknown.join(', ')}`);
    return { name: `${opened[0]}: ${way.name}`, stateId: opened[0], seed: way.seed, steps: way.steps, edges: [...routeEdges, ...returnEdges, ...way.edges], ...(way.fakeClock ? { fakeClock: true } : {}) };
  });
}

const serialize = (steps: readonly PathStep[]) => steps.map((step) => JSON.stringify(step));

/**
 * Drops each path whose steps begin another's (of the same seed, signed in alike), giving its edges
 * to the longer one; of two with the same steps, the later one takes the edges of both.
 */
export function dropPrefixes(paths: GeneratedPath[]): GeneratedPath[] {
  const kept = paths.filter((path, index) => {
    const own = serialize(path.steps);
    const longer = paths.find((other, otherIndex) => {
      if (otherIndex === index || other.seed !== path.seed || !!other.signedOut !== !!path.signedOut) return false;
      // The same steps twice (a way that waits for more of a deep link): the later one keeps the edges of both.
      if (other.steps.length < path.steps.length || (other.steps.length === path.steps.length && otherIndex < index)) return false;
      const theirs = serialize(other.steps);
      return own.every((step, i) => step === theirs[i]);
    });
    if (longer) for (const edge of path.edges) if (!longer.edges.includes(edge)) longer.edges.unshift(edge);
    return !longer;
  });
  return kept;
}

/** Every generated path of the machine. */
export function planGeneratedPaths(): GeneratedPath[] {
  const keys = transitionKeys(machine);
  const routes = definitions(machine.root, 'xstate.route');
  const paths: GeneratedPath[] = [];
  const chained = new Set<string>();
  for (const state of Object.values(machine.root.states)) {
    const seeds = SEEDS_OF_STATE[state.key];
    const route = routes.find((definition) => definition.target?.[0] === state);
    if (!seeds || !route) continue;
    const entry: PathStep = { type: 'nav.location', stateId: state.key };
    // The start screens are where the app boots: their deep link is the boot's choice, not a route.
    const fromBoot = (machine.root.states.boot as AnyStateNode).always?.find((definition) => definition.target?.[0] === state);
    const routeEdge = keyOf(keys, fromBoot ?? route);
    for (const seed of seeds) paths.push({ name: `${state.key} by deep link (${seed})`, stateId: state.key, seed, steps: [entry], edges: [routeEdge] });
    paths.push(...failurePaths(state, { stateId: state.key, seed: seeds[0], steps: [entry], edges: [routeEdge] }, keys, chained));
    paths.push(...sendingPaths(state, seeds[0], [entry], routeEdge, keys));
    paths.push(...intentPaths(state, seeds[0], [entry], routeEdge, keys));
    paths.push(...reloadPaths(state, seeds[0], [entry], routeEdge, keys));
  }
  paths.push(...intentWayPaths(keys));
  // The declared ways first: the longest paths (a code's cool-down, the payment's) start early, and
  // the short ones fill the other lanes.
  return dropPrefixes([...laterWayPaths(keys), ...startWayPaths(new Set(keys.values())), ...paths]);
}
