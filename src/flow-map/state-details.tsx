import type { CoverageMark } from './diagram-scene.ts';
import { COVERAGE_WORDS } from './diagram-scene.ts';
import type { FlowNode, MachineGraph } from './machine-graph.ts';
import { useStoryTitle } from './story-title.ts';
import { StoryThumbnail } from './story-thumbnail.tsx';

// The side panel for one state: what a product owner asks about it (route, screen and story, the
// rules on the way out, what it calls) in words, not code.

export interface StateDetailsProps {
  graph: MachineGraph;
  node: FlowNode;
  coverage: CoverageMark | null;
  onSelect(stateId: string): void;
  /** Whether the state is drawn as one box; with `onToggleInside`, a button opens or closes it. */
  collapsed?: boolean;
  onToggleInside?: () => void;
}

export function StateDetails({ graph, node, coverage, onSelect, collapsed = false, onToggleInside }: StateDetailsProps) {
  const labels = new Map(graph.nodes.map((candidate) => [candidate.id, candidate.label]));
  const outgoing = graph.edges.filter((edge) => edge.sourceId === node.id && edge.kind !== 'route');
  const incoming = graph.edges.filter((edge) => edge.targetIds.includes(node.id));
  const routeIn = incoming.find((edge) => edge.kind === 'route');
  const parent = node.parentId ? graph.nodes.find((candidate) => candidate.id === node.parentId) : undefined;
  const storyTitle = useStoryTitle(node.story);

  return (
    <section className="flow-panel" aria-labelledby="flow-state-title">
      <h2 id="flow-state-title">{node.label}</h2>
      {node.description && <p>{node.description}</p>}
      {node.story && <StoryThumbnail storyPath={node.story} screenName={node.label} />}
      {onToggleInside && (
        <button type="button" onClick={onToggleInside}>
          {collapsed ? `Show the ${node.childIds.length} states inside` : 'Close into one box'}
        </button>
      )}
      <dl className="flow-facts">
        <dt>State id</dt>
        <dd><code>{node.id}</code></dd>
        <dt>Kind</dt>
        <dd>{node.type}{node.initial ? ' (initial)' : ''}</dd>
        {parent && (
          <>
            <dt>Inside</dt>
            <dd><button type="button" className="flow-link" onClick={() => onSelect(parent.id)}>{parent.label}</button></dd>
          </>
        )}
        <dt>Route</dt>
        <dd>{node.route ? <code>{node.route}</code> : 'none'}</dd>
        <dt>Reachable by route</dt>
        <dd>{node.routable ? (routeIn?.guard ?? node.routeGuard ? `yes, when ${routeIn?.guard ?? node.routeGuard}` : 'yes') : 'no'}</dd>
        <dt>Screen</dt>
        <dd>{node.screen ? <code>{node.screen}</code> : 'none'}</dd>
        <dt>Story</dt>
        <dd>
          {node.story ? (
            <>
              {storyTitle && <>{storyTitle}, in </>}
              <code>{node.story}</code>
            </>
          ) : (
            'none'
          )}
        </dd>
        {node.step !== null && (
          <>
            <dt>Progress</dt>
            <dd>step {node.step}{node.maxStep !== null ? ` of ${node.maxStep}` : ''}</dd>
          </>
        )}
        <dt>Invoked services</dt>
        <dd>{node.invokes.length > 0 ? node.invokes.map((invoke) => `${invoke.src}${invoke.id !== invoke.src ? ` (id ${invoke.id})` : ''}`).join(', ') : 'none'}</dd>
        {node.entry.length > 0 && (
          <>
            <dt>On entry</dt>
            <dd>{node.entry.join(', ')}</dd>
          </>
        )}
        {node.tags.length > 0 && (
          <>
            <dt>Tags</dt>
            <dd>{node.tags.join(', ')}</dd>
          </>
        )}
        {coverage && (
          <>
            <dt>Tests</dt>
            <dd>{COVERAGE_WORDS[coverage]}</dd>
          </>
        )}
      </dl>
      {node.childIds.length > 0 && (
        <>
          <h3>States inside ({node.childIds.length})</h3>
          <ul className="flow-transitions">
            {node.childIds.map((childId) => (
              <li key={childId}>
                <button type="button" className="flow-link" onClick={() => onSelect(childId)}>{labels.get(childId) ?? childId}</button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Ways out ({outgoing.length})</h3>
      {outgoing.length === 0 ? (
        <p>None{node.type === 'final' ? ': this is where the flow ends.' : '.'}</p>
      ) : (
        <ul className="flow-transitions">
          {outgoing.map((edge) => (
            <li key={edge.id}>
              <strong>{edge.plainLabel ?? edge.eventLabel}</strong>
              {' → '}
              {edge.targetIds.length === 0
                ? 'stays here'
                : edge.targetIds.map((targetId, index) => (
                    <span key={targetId}>
                      {index > 0 && ', '}
                      <button type="button" className="flow-link" onClick={() => onSelect(targetId)}>{labels.get(targetId) ?? targetId}</button>
                    </span>
                  ))}
              <span className="flow-muted">
                {' '}
                (event <code>{edge.eventType || 'always'}</code>
                {edge.guard && <>, when <code>{edge.guard}</code></>}
                {edge.actions.length > 0 && <>, does {edge.actions.join(', ')}</>})
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flow-muted">{incoming.filter((edge) => edge.kind !== 'route').length} transitions lead here.</p>
    </section>
  );
}
