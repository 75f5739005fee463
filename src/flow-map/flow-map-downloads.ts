import { buildJourneyScene } from './diagram-scene.ts';
import { downloadText } from './download.ts';
import type { FlowView } from './flow-map-state.ts';
import type { JourneyLayout } from './journey-layout.ts';
import type { MachineGraph } from './machine-graph.ts';
import { toMermaid } from './mermaid.ts';
import { sceneToSvg } from './svg-markup.ts';
import type { ShownScene } from './use-diagram-scene.ts';

// The map's two downloads: the view as shown as an SVG file, and the machine as Mermaid text.

export interface SvgSource {
  machineId: string;
  title: string;
  view: FlowView;
  shown: ShownScene;
  journeyLayout: JourneyLayout | null;
  imageUrl: (file: string) => string;
}

/** The view as shown, with the funnel when it is on, without the live colours; null while nothing is drawn. */
export function svgDownload({ machineId, title, view, shown, journeyLayout, imageUrl }: SvgSource): (() => void) | null {
  const { scene, comparing, funnelOnMap } = shown;
  if (!scene) return null;
  return () => {
    const plain = view === 'journey' && journeyLayout && !comparing ? buildJourneyScene(journeyLayout, funnelOnMap ? { funnel: funnelOnMap } : {}) : scene;
    const absolute = (file: string): string => new URL(imageUrl(file), window.location.href).href;
    downloadText(`${machineId}-${comparing ? 'changes' : view}.svg`, sceneToSvg(plain, { title, imageHref: absolute }), 'image/svg+xml');
  };
}

export function mermaidDownload(machineId: string, graph: MachineGraph): () => void {
  return () => downloadText(`${machineId}-flow.mmd`, toMermaid(graph), 'text/plain');
}
