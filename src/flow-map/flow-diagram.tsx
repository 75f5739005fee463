import type { KeyboardEvent } from 'react';
import type { DiagramScene, SceneEdge, SceneNode } from './diagram-scene.ts';
import { COLORS } from './diagram-scene.ts';
import { FONT_FAMILY, LABEL_LINE_HEIGHT } from './flow-layout.ts';
import { usePanZoom } from './use-pan-zoom.ts';

// The diagram on the page: the same scene the SVG export writes, drawn as React so states can be
// focused and chosen, inside a pan-and-zoom viewport fitted to the width.

export interface FlowDiagramProps {
  scene: DiagramScene;
  onSelect(stateId: string): void;
}

export function FlowDiagram({ scene, onSelect }: FlowDiagramProps) {
  const panZoom = usePanZoom(scene.width);
  const choose = (stateId: string): void => {
    if (!panZoom.justDragged()) onSelect(stateId);
  };
  const { view } = panZoom;
  const containers = scene.nodes.filter((node) => node.compound);
  const leaves = scene.nodes.filter((node) => !node.compound);

  return (
    <div className="flow-diagram">
      <div className="flow-diagram__tools" role="toolbar" aria-label="Zoom">
        <button type="button" onClick={panZoom.zoomIn} aria-label="Zoom in">+</button>
        <button type="button" onClick={panZoom.zoomOut} aria-label="Zoom out">−</button>
        <button type="button" onClick={panZoom.fit}>Fit to width</button>
        <span className="flow-diagram__zoom" aria-live="polite">{Math.round(view.scale * 100)}%</span>
      </div>
      <div
        ref={panZoom.containerRef}
        className="flow-diagram__viewport"
        tabIndex={0}
        role="region"
        aria-label="Flow diagram. Arrow keys pan, plus and minus zoom, 0 fits to width; Tab moves through the states, Enter shows a state's details."
        onPointerDown={panZoom.onPointerDown}
        onPointerMove={panZoom.onPointerMove}
        onPointerUp={panZoom.onPointerUp}
        onPointerCancel={panZoom.onPointerUp}
        onKeyDown={panZoom.onKeyDown}
      >
        <svg className="flow-diagram__svg" width="100%" height="100%" fontFamily={FONT_FAMILY}>
          <defs>
            <marker id="flow-map-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" fill="context-stroke" />
            </marker>
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {containers.map((node) => (
              <StateShape key={node.id} node={node} onClick={choose} onSelect={onSelect} />
            ))}
            {scene.edges.map((edge) => (
              <EdgeShape key={edge.id} edge={edge} />
            ))}
            {leaves.map((node) => (
              <StateShape key={node.id} node={node} onClick={choose} onSelect={onSelect} />
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}

function StateShape({ node, onClick, onSelect }: { node: SceneNode; onClick(stateId: string): void; onSelect(stateId: string): void }) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(node.id);
    }
  };
  return (
    <g
      className="flow-state"
      data-state-id={node.id}
      data-states={node.states.join(' ')}
      role="button"
      tabIndex={0}
      aria-label={node.description}
      onClick={() => onClick(node.id)}
      onKeyDown={onKeyDown}
    >
      <title>{node.description}</title>
      <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={node.compound ? 10 : 8} fill={node.fill} stroke={node.stroke} strokeWidth={node.strokeWidth} />
      {node.final && (
        <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={6} fill="none" stroke={node.stroke} strokeWidth={1} />
      )}
      {node.initial && <circle cx={node.x} cy={node.y} r={5} fill={COLORS.text} />}
      <text x={node.textX} y={node.titleY} textAnchor={node.textAnchor} fontSize={13} fontWeight={600} fill={COLORS.text}>
        {node.title}
      </text>
      {node.lines.map((line, index) => (
        <text key={index} x={node.textX} y={line.y} textAnchor={node.textAnchor} fontSize={11} fontStyle={line.kind === 'collapsed' || line.kind === 'description' ? 'italic' : undefined} fontWeight={line.kind === 'funnel' ? 600 : undefined} fill={line.color}>
          {line.text}
        </text>
      ))}
    </g>
  );
}

function EdgeShape({ edge }: { edge: SceneEdge }) {
  const label = edge.label;
  return (
    <g className="flow-edge" data-edge-id={edge.edgeId}>
      <path d={edge.d} fill="none" stroke={edge.stroke} strokeWidth={edge.strokeWidth} strokeDasharray={edge.dashed ? '5 4' : undefined} markerEnd="url(#flow-map-arrow)" />
      {label && (
        <>
          <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={3} fill="#ffffff" fillOpacity={0.9} />
          {label.lines.map((line, index) => (
            <text key={index} x={label.x + 3} y={label.y + 12 + index * LABEL_LINE_HEIGHT} fontSize={11} fill={edge.labelColor}>
              {line}
            </text>
          ))}
        </>
      )}
    </g>
  );
}
