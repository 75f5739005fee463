import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// What the model must cover, counted from the machine's own definition: every state node under the
// root, and every transition of every node (events, timers, service done/error, routes, `always`).
// Keys use the flow map's edge id format: `<source id>:<event type | always>:<index>`.

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

export const allStateIds = (machine: AnyStateMachine): string[] => allStateNodes(machine).map((n) => n.id);

/** Each transition definition object of the machine → its key. */
export function transitionKeys(machine: AnyStateMachine): Map<unknown, string> {
  const keys = new Map<unknown, string>();
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => keys.set(definition, `${node.id}:${eventType}:${index}`));
    }
    (node.always ?? []).forEach((definition, index) => keys.set(definition, `${node.id}:always:${index}`));
  }
  return keys;
}

export interface ModelCoverage {
  states: { covered: string[]; total: number };
  transitions: { covered: string[]; total: number };
}

export function coverageReport(machine: AnyStateMachine, states: Set<string>, transitions: Set<string>): ModelCoverage {
  const stateTotal = allStateIds(machine);
  const transitionTotal = [...transitionKeys(machine).values()];
  return {
    states: { covered: stateTotal.filter((id) => states.has(id)).sort(), total: stateTotal.length },
    transitions: { covered: transitionTotal.filter((key) => transitions.has(key)).sort(), total: transitionTotal.length },
  };
}
