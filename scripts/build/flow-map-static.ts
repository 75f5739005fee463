import { buildJourneyScene } from '../../src/flow-map/diagram-scene.ts';
import { BUILT_DRAWING_ELEMENT_ID, STATIC_MAP_ELEMENT_ID } from '../../src/flow-map/drawing-source.ts';
import type { BuiltDrawing } from '../../src/flow-map/flow-drawing.ts';
import { transitionEdges } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_TITLE } from '../../src/flow-map/onboarding-flow.ts';
import { DIAGRAM_HELP, DRAWN_BY, summaryText, VIEW_NAME, VIEW_SWITCH, ZOOM_TOOLS } from '../../src/flow-map/page-texts.ts';
import { escapeXml, sceneToSvg } from '../../src/flow-map/svg-markup.ts';
import type { OnboardingDrawings } from '../flow-map/onboarding-drawings.ts';

// The journey as `/flow`'s HTML carries it: the live page's frame (flow-map.tsx) with its buttons
// not yet working, and the drawing as SVG, so the map is on screen with the page. The live map
// replaces it as it mounts, drawing the same scene from the same data (the inline JSON after it),
// so nothing moves. Node runs this during the build: no DOM, no React.

export function staticFlowMap(drawing: BuiltDrawing, drawings: OnboardingDrawings): string {
  const { graph } = drawings.input;
  const svg = drawing.journey
    ? sceneToSvg(buildJourneyScene(drawing.journey), { title: VIEW_NAME.journey, standalone: false, imageHref: (file) => drawing.imageUrls[file] ?? null })
    : '';
  const button = (text: string, label?: string): string => `<button type="button" disabled${label ? ` aria-label="${escapeXml(label)}"` : ''}>${escapeXml(text)}</button>`;
  return [
    `<div id="${STATIC_MAP_ELEMENT_ID}" class="flow-map">`,
    '<header class="flow-map__header">',
    `<h1>${escapeXml(ONBOARDING_TITLE)}</h1>`,
    `<p class="flow-muted">${escapeXml(summaryText(graph.nodes.length, transitionEdges(graph).length))} <span data-drawn-by="build">${escapeXml(DRAWN_BY.build)}</span></p>`,
    `<div class="flow-map__exports">${button(VIEW_SWITCH.journey)}${button('Download SVG')}${button('Download Mermaid')}${button('Show the panel')}</div>`,
    '</header>',
    '<main class="flow-map__main flow-map__main--full"><div class="flow-map__canvas"><div class="flow-diagram">',
    `<div class="flow-diagram__tools" role="toolbar" aria-label="${escapeXml(ZOOM_TOOLS.label)}">${button('+', ZOOM_TOOLS.zoomIn)}${button('−', ZOOM_TOOLS.zoomOut)}${button(ZOOM_TOOLS.fit)}</div>`,
    `<div class="flow-diagram__viewport" role="region" aria-label="${escapeXml(`${VIEW_NAME.journey}. ${DIAGRAM_HELP}`)}">${svg}</div>`,
    '</div></div></main>',
    '</div>',
    // `<` written as \u003c: the JSON can never close its script element.
    `<script type="application/json" id="${BUILT_DRAWING_ELEMENT_ID}">${JSON.stringify(drawing).replace(/</g, '\\u003c')}</script>`,
  ].join('\n');
}
