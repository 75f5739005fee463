import { liveStepPath } from '../../services/contract/live-step-path.ts';
import type { FlowNode, MachineGraph } from './machine-graph.ts';

// "Open this step live" (sandbox only, decision 0072): from a state's details, a new tab walks a
// fresh sandbox application there through the real API and opens the app in it. A state can also be
// opened as one of the transitions into it (or into a state inside it) enters it: "card declined".

/** Whether the server opens steps live: its sandbox route answers (404 in production). It starts the planning too. */
export async function sandboxOpensLiveSteps(): Promise<boolean> {
  try {
    return (await fetch('/api/sandbox/live_steps/', { headers: { accept: 'application/json' } })).ok;
  } catch {
    return false;
  }
}

/** The state and every state inside it. */
function withInside(graph: MachineGraph, node: FlowNode): Set<string> {
  const ids = new Set<string>([node.id]);
  for (const candidate of graph.nodes) if (candidate.id.startsWith(`${node.id}.`)) ids.add(candidate.id);
  for (const id of [...ids]) for (const child of graph.nodes.find((n) => n.id === id)?.childIds ?? []) ids.add(child);
  return ids;
}

export function LiveStepLinks({ graph, node, titleOf }: { graph: MachineGraph; node: FlowNode; titleOf(stateId: string): string }) {
  const inside = withInside(graph, node);
  // The transitions an event takes into the state or a state inside it (eventless ones are passed on the way anyway).
  const ways = graph.edges.filter((edge) => edge.kind !== 'route' && edge.eventType !== '' && edge.targetIds.some((id) => inside.has(id)));
  return (
    <>
      <p>
        <a className="flow-live" href={liveStepPath(node.id)} target="_blank" rel="noopener">
          Open this step live
        </a>{' '}
        <span className="flow-muted">(a new sandbox application, walked there through the API, in a new tab)</span>
      </p>
      {ways.length > 0 && (
        <details className="flow-variants">
          <summary>Open it live as a transition enters it ({ways.length})</summary>
          <ul className="flow-transitions">
            {ways.map((edge) => {
              const target = edge.targetIds.find((id) => inside.has(id)) ?? node.id;
              return (
                <li key={edge.id}>
                  <a href={liveStepPath(target, { via: edge.id })} target="_blank" rel="noopener">
                    {edge.plainLabel ?? edge.eventLabel}
                  </a>{' '}
                  <span className="flow-muted">
                    from {titleOf(edge.sourceId)} to {titleOf(target)}
                  </span>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </>
  );
}
