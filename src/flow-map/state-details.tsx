import type { ReactNode } from 'react';
import type { CoverageMark } from './diagram-scene.ts';
import { COVERAGE_WORDS } from './diagram-scene.ts';
import type { StateFunnel } from './funnel.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { percent } from './funnel.ts';
import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';
import type { ScreenCapture } from './screen-captures.ts';
import type { StepExit } from './step-exits.ts';
import { LiveStepLinks } from './live-step-links.tsx';

// The side panel for one state: what a product owner asks about it in words (what the applicant
// sees, where it leads, how many applicants), then what an engineer asks (state id, route, story,
// rules, services, every transition).

export interface StateLook {
  /** The screen's title as the applicant sees it, else the state's name. */
  title: string;
  /** Where the state is: `Step 3 of the main path: Pet`, `Off the main path`. */
  place: string;
  capture: ScreenCapture | null;
  imageUrl: string | null;
}

export interface StateDetailsProps {
  graph: MachineGraph;
  node: FlowNode;
  look: StateLook;
  titleOf(stateId: string): string;
  coverage: CoverageMark | null;
  funnel: StateFunnel | null;
  /** For a step (a top-level state): where it leads, grouped by the step reached. */
  exits: StepExit[] | null;
  onSelect(stateId: string): void;
  /** Shows the state inside the diagram of every state (offered on the journey, for a state with states inside). */
  onShowInside?: () => void;
  /** The sandbox opens steps live (decision 0072): the links to do it. */
  liveSteps?: boolean;
}

/** A state's name as a button that opens its details. */
type LinkTo = (stateId: string) => ReactNode;

export function StateDetails({ graph, node, look, titleOf, coverage, funnel, exits, onSelect, onShowInside, liveSteps = false }: StateDetailsProps) {
  const link: LinkTo = (stateId) => (
    <button type="button" className="flow-link" onClick={() => onSelect(stateId)}>
      {titleOf(stateId)}
    </button>
  );
  const incoming = graph.edges.filter((edge) => edge.targetIds.includes(node.id));
  return (
    <section className="flow-panel" aria-labelledby="flow-state-title">
      <h2 id="flow-state-title">{look.title}</h2>
      <p className="flow-muted">{look.place}</p>
      {node.description && <p>{node.description}</p>}
      {liveSteps && <LiveStepLinks graph={graph} node={node} titleOf={titleOf} />}
      {funnel && <FunnelLine funnel={funnel} />}
      {exits && <StateExits exits={exits} link={link} />}
      {look.capture && <ScreenPicture capture={look.capture} imageUrl={look.imageUrl} />}
      {onShowInside && node.childIds.length > 0 && (
        <button type="button" onClick={onShowInside}>
          Show its {node.childIds.length} states in the diagram of every state
        </button>
      )}
      <StateFacts graph={graph} node={node} routeIn={incoming.find((edge) => edge.kind === 'route')} coverage={coverage} link={link} />
      {node.childIds.length > 0 && (
        <>
          <h3>States inside ({node.childIds.length})</h3>
          <ul className="flow-transitions">
            {node.childIds.map((childId) => (
              <li key={childId}>{link(childId)}</li>
            ))}
          </ul>
        </>
      )}
      <OwnTransitions node={node} outgoing={graph.edges.filter((edge) => edge.sourceId === node.id && edge.kind !== 'route')} link={link} />
      <p className="flow-muted">{incoming.filter((edge) => edge.kind !== 'route').length} transitions lead here.</p>
    </section>
  );
}

/** How many applicants reached the state, stopped there, and how long they stayed. */
function FunnelLine({ funnel }: { funnel: StateFunnel }) {
  return (
    <p>
      {funnel.entered} applicant{funnel.entered === 1 ? '' : 's'} reached it; {funnel.stopped} stopped here ({percent(funnel.dropOff)})
      {funnel.medianMs !== null ? `; median time here ${formatDuration(funnel.medianMs)}` : ''}.
    </p>
  );
}

/** Where a step leads: the ways on the way, then the ways it shares with every step. */
function StateExits({ exits, link }: { exits: StepExit[]; link: LinkTo }) {
  const onTheWay = exits.filter((exit) => !exit.fromAnyStep);
  const fromAnyStep = exits.filter((exit) => exit.fromAnyStep);
  return (
    <>
      <h3 id="flow-state-exits">Where it leads ({onTheWay.length})</h3>
      {onTheWay.length === 0 ? (
        <p>Nowhere else: the applicant stays here (the ways from any step still apply).</p>
      ) : (
        <ul className="flow-transitions" aria-labelledby="flow-state-exits">
          {onTheWay.map((exit) => (
            <li key={exit.targetId}>
              <strong>{exit.labels.join('; ')}</strong> → {link(exit.targetId)}
            </li>
          ))}
        </ul>
      )}
      {fromAnyStep.length > 0 && (
        <p className="flow-muted">
          Also, as from any step:{' '}
          {fromAnyStep.map((exit, index) => (
            <span key={exit.targetId}>
              {index > 0 && '; '}
              {exit.labels.join('; ')} → {link(exit.targetId)}
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

/** The screen as the applicant sees it, and the other things its stories show. */
function ScreenPicture({ capture, imageUrl }: { capture: ScreenCapture; imageUrl: string | null }) {
  return (
    <>
      {imageUrl && (
        <figure className="flow-screen">
          <img src={imageUrl} alt={`The screen '${capture.title}', as the applicant sees it`} width={capture.width} height={capture.height} />
          <figcaption className="flow-muted">
            {capture.storyTitle} › {capture.storyName}, on a phone ({capture.width} px wide).
          </figcaption>
        </figure>
      )}
      {capture.variants.length > 1 && (
        <details className="flow-variants">
          <summary>What else this screen can show ({capture.variants.length} stories)</summary>
          <ul className="flow-transitions">
            {capture.variants.map((variant) => (
              <li key={variant.name}>
                {variant.name}: <q>{variant.title ?? 'no heading'}</q>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** What an engineer asks about the state: its id, route, screen, story, services, tags and tests. */
function StateFacts({ graph, node, routeIn, coverage, link }: { graph: MachineGraph; node: FlowNode; routeIn: FlowEdge | undefined; coverage: CoverageMark | null; link: LinkTo }) {
  const parent = node.parentId ? graph.nodes.find((candidate) => candidate.id === node.parentId) : undefined;
  return (
    <dl className="flow-facts">
      <dt>State id</dt>
      <dd><code>{node.id}</code></dd>
      <dt>Kind</dt>
      <dd>{node.type}{node.initial ? ' (initial)' : ''}</dd>
      {parent && (
        <>
          <dt>Inside</dt>
          <dd>{link(parent.id)}</dd>
        </>
      )}
      <dt>Route</dt>
      <dd>{node.route ? <code>{node.route}</code> : 'none'}</dd>
      <dt>Reachable by route</dt>
      <dd>{node.routable ? (routeIn?.guard ?? node.routeGuard ? `yes, when ${routeIn?.guard ?? node.routeGuard}` : 'yes') : 'no'}</dd>
      <dt>Screen</dt>
      <dd>{node.screen ? <code>{node.screen}</code> : 'none'}</dd>
      <dt>Story</dt>
      <dd>{node.story ? <code>{node.story}</code> : 'none'}</dd>
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
  );
}

/** Every transition the state itself declares: its words, where it goes, its event, guard and actions. */
function OwnTransitions({ node, outgoing, link }: { node: FlowNode; outgoing: FlowEdge[]; link: LinkTo }) {
  return (
    <>
      <h3>Its own transitions ({outgoing.length})</h3>
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
                      {link(targetId)}
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
    </>
  );
}
