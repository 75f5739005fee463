import type { ChangeMark } from './diagram-scene.ts';
import type { DescribedState, DescribedTransition, MachineDescription } from './machine-description.ts';
import { DESCRIPTION_VERSION } from './machine-description.ts';

// What changed between two versions of a machine: states and transitions added, removed or
// changed (their kind, route, screen, title, guard, target, actions, the words of their
// description and label). Works on descriptions (machine-description.ts), so the two versions can
// come from two commits (`npm run flow:diff`) or two builds (`/flow?compare=<build>`). The union
// of both is a description too: drawn like any machine, coloured by the marks.

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

interface StateChange {
  id: string;
  mark: 'added' | 'removed' | 'changed';
  state: DescribedState;
  fields: FieldChange[];
}

interface TransitionChange {
  /** Source, event, guard and targets: what makes a transition the same one in both versions. */
  key: string;
  mark: 'added' | 'removed' | 'changed';
  /** The transition as drawn in the union (its id there). */
  transition: DescribedTransition;
  fields: FieldChange[];
}

export interface MachineDiff {
  states: StateChange[];
  transitions: TransitionChange[];
  /** Both versions in one: every state and transition of either. */
  union: MachineDescription;
  /** Per state id of the union: its own change, or `changed inside` for a state holding changes. */
  stateMarks: Map<string, ChangeMark>;
  /** Per transition id of the union. */
  edgeMarks: Map<string, ChangeMark>;
}

// A state's story is the map's own bookkeeping (which story shows its screen), not the flow.
const STATE_FIELDS: Array<keyof DescribedState> = ['type', 'parentId', 'initial', 'route', 'screen', 'title', 'description', 'routable', 'routeGuard', 'invokes', 'entry', 'tags'];
const TRANSITION_FIELDS: Array<keyof DescribedTransition> = ['plainLabel', 'eventLabel', 'kind', 'actions'];

const show = (value: unknown): string | null => (value === null || value === undefined ? null : Array.isArray(value) ? value.join(', ') || null : String(value));

function fieldChanges<T>(before: T, after: T, fields: Array<keyof T>): FieldChange[] {
  return fields.flatMap((field) => {
    const a = show(before[field]);
    const b = show(after[field]);
    return a === b ? [] : [{ field: String(field), before: a, after: b }];
  });
}

/** Each transition's key; one that repeats in a version gets `#2`, `#3` in the order written. */
function keyed(transitions: DescribedTransition[]): Map<string, DescribedTransition> {
  const keys = new Map<string, DescribedTransition>();
  for (const transition of transitions) {
    const base = `${transition.sourceId} ${transition.eventType || 'always'}${transition.guard ? ` [${transition.guard}]` : ''} → ${transition.targetIds.join(', ') || '(stays)'}`;
    let key = base;
    for (let count = 2; keys.has(key); count += 1) key = `${base} #${count}`;
    keys.set(key, transition);
  }
  return keys;
}

/** A version from before the screens' titles were known has none: titles are then not compared. */
const hasTitles = (description: MachineDescription): boolean => description.states.some((state) => state.title !== null);

export function diffMachines(before: MachineDescription, after: MachineDescription): MachineDiff {
  if (before.version !== DESCRIPTION_VERSION || after.version !== DESCRIPTION_VERSION) {
    throw new Error(`These machine descriptions are of versions ${before.version} and ${after.version}; this map reads version ${DESCRIPTION_VERSION}.`);
  }
  const stateFields = hasTitles(before) && hasTitles(after) ? STATE_FIELDS : STATE_FIELDS.filter((field) => field !== 'title');
  const beforeStates = new Map(before.states.map((state) => [state.id, state]));
  const afterStates = new Map(after.states.map((state) => [state.id, state]));
  const states: StateChange[] = [];
  for (const state of after.states) {
    const old = beforeStates.get(state.id);
    if (!old) states.push({ id: state.id, mark: 'added', state, fields: [] });
    else {
      const fields = fieldChanges(old, state, stateFields);
      if (fields.length > 0) states.push({ id: state.id, mark: 'changed', state, fields });
    }
  }
  const removedStates = before.states.filter((state) => !afterStates.has(state.id));
  for (const state of removedStates) states.push({ id: state.id, mark: 'removed', state, fields: [] });

  const beforeTransitions = keyed(before.transitions);
  const afterTransitions = keyed(after.transitions);
  const transitions: TransitionChange[] = [];
  const removedTransitions: DescribedTransition[] = [];
  for (const [key, transition] of afterTransitions) {
    const old = beforeTransitions.get(key);
    if (!old) transitions.push({ key, mark: 'added', transition, fields: [] });
    else {
      const fields = fieldChanges(old, transition, TRANSITION_FIELDS);
      if (fields.length > 0) transitions.push({ key, mark: 'changed', transition, fields });
    }
  }
  for (const [key, transition] of beforeTransitions) {
    if (afterTransitions.has(key)) continue;
    // Its id may now name another transition: in the union it has one of its own.
    const inUnion = { ...transition, id: `before:${transition.id}` };
    removedTransitions.push(inUnion);
    transitions.push({ key, mark: 'removed', transition: inUnion, fields: [] });
  }

  const union: MachineDescription = { ...after, states: [...after.states, ...removedStates], transitions: [...after.transitions, ...removedTransitions] };
  const stateMarks = new Map<string, ChangeMark>(states.map((change) => [change.id, change.mark]));
  const parents = new Map(union.states.map((state) => [state.id, state.parentId]));
  const markInside = (id: string | null | undefined): void => {
    for (let current = id; current; current = parents.get(current)) {
      if (!stateMarks.has(current)) stateMarks.set(current, 'changed inside');
    }
  };
  for (const change of states) markInside(parents.get(change.id));
  for (const change of transitions) markInside(change.transition.sourceId);
  stateMarks.delete(union.rootId);
  const edgeMarks = new Map<string, ChangeMark>(transitions.map((change) => [change.transition.id, change.mark]));
  return { states, transitions, union, stateMarks, edgeMarks };
}

export function diffSummary(diff: MachineDiff): string {
  const count = (list: Array<{ mark: string }>, mark: string): number => list.filter((change) => change.mark === mark).length;
  if (diff.states.length === 0 && diff.transitions.length === 0) return 'No change to the flow.';
  const part = (what: string, list: Array<{ mark: string }>): string =>
    `${what}: ${count(list, 'added')} added, ${count(list, 'removed')} removed, ${count(list, 'changed')} changed`;
  return `${part('States', diff.states)}; ${part('transitions', diff.transitions)}.`;
}
