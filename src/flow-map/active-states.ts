import type { AnyMachineSnapshot } from 'xstate';

// The ids of every active state node of a snapshot (the atomic states and all their ancestors), the
// same ids the flow map's graph uses. XState keeps them on the snapshot's `_nodes`.
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes?: Array<{ id: string }> })._nodes ?? [];
  return nodes.map((node) => node.id);
}
