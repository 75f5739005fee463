import { useEffect } from 'react';
import type { KeyboardEvent } from 'react';
import type { DiagramScene, SceneChip, SceneEdge, SceneNode, SceneText } from './diagram-scene.ts';
import { COLORS } from './diagram-scene.ts';
import { FONT_FAMILY } from './flow-layout.ts';
import { DIAGRAM_HELP, ZOOM_TOOLS } from './page-texts.ts';
import { SPINE_LIST_LABEL } from './svg-markup.ts';
import { usePanZoom } from './use-pan-zoom.ts';

// The diagram on the page: the same scene the SVG writer draws (svg-markup.ts: the build's drawing
// in the HTML, the files in docs/flow), drawn as React so states can be focused and chosen, inside
// a pan-and-zoom viewport fitted to the width.

export interface FlowDiagramProps {
  scene: DiagramScene;
  onSelect(stateId: string): void;
  /** The URL of a screen's picture. */
  imageUrl(file: string): string;
  label: string;
  /** A box to bring into view (a new object each time it is asked for). */
  revealId?: { id: string } | null;
}

export function FlowDiagram({ scene, onSelect, imageUrl, label, revealId = null }: FlowDiagramProps) {
  const panZoom = usePanZoom(scene.width);
  const { reveal } = panZoom;
  useEffect(() => {
    const node = revealId ? scene.nodes.find((candidate) => candidate.id === revealId.id) : undefined;
    if (node) reveal(node);
  }, [revealId, scene, reveal]);
  const choose = (stateId: string): void => {
    if (!panZoom.justDragged()) onSelect(stateId);
  };
  const { view } = panZoom;
  const containers = scene.nodes.filter((node) => node.compound);
  const spine = scene.nodes.filter((node) => node.spineIndex !== null).sort((a, b) => (a.spineIndex ?? 0) - (b.spineIndex ?? 0));
  const others = scene.nodes.filter((node) => !node.compound && node.spineIndex === null);
  const shape = (node: SceneNode) => <StateShape key={node.id} node={node} imageUrl={imageUrl} onClick={choose} onSelect={onSelect} />;

  return (
    <div className="flow-diagram">
      <div className="flow-diagram__tools" role="toolbar" aria-label={ZOOM_TOOLS.label}>
        <button type="button" onClick={panZoom.zoomIn} aria-label={ZOOM_TOOLS.zoomIn}>+</button>
        <button type="button" onClick={panZoom.zoomOut} aria-label={ZOOM_TOOLS.zoomOut}>−</button>
        <button type="button" onClick={panZoom.fit}>{ZOOM_TOOLS.fit}</button>
        <span className="flow-diagram__zoom" aria-live="polite">{Math.round(view.scale * 100)}%</span>
      </div>
      <div
        ref={panZoom.containerRef}
        className="flow-diagram__viewport"
        tabIndex={0}
        role="region"
        aria-label={`${label}. ${DIAGRAM_HELP}`}
        onPointerDown={panZoom.onPointerDown}
        onPointerMove={panZoom.onPointerMove}
        onPointerUp={panZoom.onPointerUp}
        onPointerCancel={panZoom.onPointerUp}
        onKeyDown={panZoom.onKeyDown}
        onFocus={(event) => {
          // Tab to a box out of sight: the view moves to it (the browser would scroll the clipped
          // viewport instead, behind the pan's back).
          const viewport = event.currentTarget;
          viewport.scrollTop = 0;
          viewport.scrollLeft = 0;
          const id = (event.target as Element).getAttribute?.('data-state-id');
          const node = id ? scene.nodes.find((candidate) => candidate.id === id) : undefined;
          if (node && !panZoom.inView(node)) reveal(node);
        }}
      >
        <svg className="flow-diagram__svg" width="100%" height="100%" fontFamily={FONT_FAMILY} data-view={scene.view}>
          <defs>
            <marker id="flow-map-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" fill="context-stroke" />
            </marker>
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {scene.panels.map((panel, index) => (
              <rect key={index} x={panel.x} y={panel.y} width={panel.width} height={panel.height} rx={8} fill={COLORS.legendFill} stroke={COLORS.faded} />
            ))}
            {containers.map(shape)}
            {scene.edges.map((edge) => (
              <EdgeShape key={edge.id} edge={edge} />
            ))}
            {spine.length > 0 && (
              <g role="list" aria-label={SPINE_LIST_LABEL}>
                {spine.map((node) => (
                  <g role="listitem" key={node.id}>
                    {shape(node)}
                  </g>
                ))}
              </g>
            )}
            {others.map(shape)}
            {scene.texts.map((text, index) => (
              <SceneTextShape key={index} text={text} />
            ))}
            {scene.chips.map((chip) => (
              <ChipShape key={`${chip.id}@${chip.y}`} chip={chip} onClick={choose} onSelect={onSelect} />
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}

/** Enter or Space chooses, as on a button. */
function activateOnKey(select: () => void) {
  return (event: KeyboardEvent<SVGGElement>): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select();
    }
  };
}

function StateShape({ node, imageUrl, onClick, onSelect }: { node: SceneNode; imageUrl(file: string): string; onClick(stateId: string): void; onSelect(stateId: string): void }) {
  return (
    <g
      className="flow-state"
      data-state-id={node.id}
      data-states={node.states.join(' ')}
      role="button"
      tabIndex={0}
      aria-label={node.description}
      onClick={() => onClick(node.id)}
      onKeyDown={activateOnKey(() => onSelect(node.id))}
    >
      <title>{node.description}</title>
      <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={node.rx} fill={node.fill} stroke={node.stroke} strokeWidth={node.strokeWidth} strokeDasharray={node.dashed ? '6 4' : undefined} />
      {node.final && <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={6} fill="none" stroke={node.stroke} strokeWidth={1} />}
      {node.initial && <circle cx={node.x} cy={node.y} r={5} fill={COLORS.text} />}
      {node.image && (
        <>
          <rect x={node.image.x} y={node.image.y} width={node.image.width} height={node.image.height} fill="#e2e8f0" stroke={COLORS.faded} />
          <image href={imageUrl(node.image.file)} x={node.image.x} y={node.image.y} width={node.image.width} height={node.image.height} preserveAspectRatio="xMidYMin slice">
            <title>{node.image.alt}</title>
          </image>
        </>
      )}
      {node.texts.map((text, index) => (
        <SceneTextShape key={index} text={text} />
      ))}
    </g>
  );
}

function SceneTextShape({ text }: { text: SceneText }) {
  return (
    <text
      x={text.x}
      y={text.y}
      textAnchor={text.anchor && text.anchor !== 'start' ? text.anchor : undefined}
      fontSize={text.size}
      fontWeight={text.weight}
      fontStyle={text.italic ? 'italic' : undefined}
      letterSpacing={text.caps ? '0.06em' : undefined}
      fill={text.color}
    >
      {text.caps ? text.text.toUpperCase() : text.text}
    </text>
  );
}

function EdgeShape({ edge }: { edge: SceneEdge }) {
  return (
    <g className="flow-edge" data-edge-id={edge.edgeId} data-line-id={edge.id} data-source={edge.sourceId} data-target={edge.targetId}>
      <title>{edge.description}</title>
      <path d={edge.d} fill="none" stroke={edge.stroke} strokeWidth={edge.strokeWidth} strokeDasharray={edge.dashed ? '5 4' : undefined} markerEnd="url(#flow-map-arrow)" />
      {edge.label && (
        <>
          <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} fill="#ffffff" fillOpacity={0.9} />
          {edge.label.texts.map((text, index) => (
            <SceneTextShape key={index} text={text} />
          ))}
        </>
      )}
    </g>
  );
}

function ChipShape({ chip, onClick, onSelect }: { chip: SceneChip; onClick(stateId: string): void; onSelect(stateId: string): void }) {
  return (
    <g className="flow-chip" data-opens={chip.id} role="button" tabIndex={0} aria-label={`${chip.text}: its details`} onClick={() => onClick(chip.id)} onKeyDown={activateOnKey(() => onSelect(chip.id))}>
      <rect x={chip.x} y={chip.y} width={chip.width} height={chip.height} rx={8} fill={COLORS.chipFill} stroke={COLORS.spineStroke} strokeWidth={1} />
      <text x={chip.x + 6} y={chip.y + 12} fontSize={11} fontWeight={600} fill={COLORS.spineStroke}>
        {chip.text}
      </text>
    </g>
  );
}
