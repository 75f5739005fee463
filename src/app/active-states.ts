import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';

// The ids of every active state node of a snapshot (the atomic states and all their ancestors), the
// same ids the flow map's graph uses. Read from the state value through the machine's own nodes, so
// it also holds for snapshots whose node list is not (or no longer) filled in, e.g. restored ones;
// XState's internal `_nodes` is the fallback when the snapshot carries no machine.
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  const root = (snapshot as { machine?: { root?: AnyStateNode } }).machine?.root;
  if (root) {
    const ids: string[] = [];
    collect(root, snapshot.value, ids);
    return ids;
  }
  const nodes = (snapshot as unknown as { _nodes?: Array<{ id: string }> })._nodes ?? [];
  return nodes.map((node) => node.id);
}

function collect(node: AnyStateNode, value: StateValue | undefined, ids: string[]): void {
  ids.push(node.id);
  if (value === undefined || value === null) return;
  if (typeof value === 'string') {
    const child = node.states[value] as AnyStateNode | undefined;
    if (child) collect(child, undefined, ids);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child = node.states[key] as AnyStateNode | undefined;
    if (child) collect(child, childValue as StateValue, ids);
  }
}
