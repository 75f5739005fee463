import type { BuiltDrawing, DrawingInput, FullLayoutData } from './flow-drawing.ts';
import type { JourneyLayout } from './journey-layout.ts';
import type { MachineGraph } from './machine-graph.ts';

// Where the page gets its drawings: the build's, served with the page (inline JSON, and a file for
// every state), or, when the machine is not the one the build drew, a Web Worker that runs the
// build's code (flow-drawing.worker.ts). Never the page's own thread.

export const BUILT_DRAWING_ELEMENT_ID = 'flow-map-drawing';
/** The id of the build's drawing in the page's HTML: removed once the live map has taken its place. */
export const STATIC_MAP_ELEMENT_ID = 'flow-map-static';

/** Lays drawings out somewhere else than the page's thread. */
export interface DrawingEngine {
  journey(input: DrawingInput): Promise<JourneyLayout | null>;
  everyState(graph: MachineGraph): Promise<FullLayoutData>;
}

export type DrawingRequest = { id: number } & ({ part: 'journey'; input: DrawingInput } | { part: 'everyState'; graph: MachineGraph });
export type DrawingAnswer = { id: number } & ({ part: 'journey'; layout: JourneyLayout | null } | { part: 'everyState'; data: FullLayoutData } | { part: 'error'; message: string });

/**
 * The drawing the build put into the page, or null (the dev server, a page without one, or one the
 * page cannot read: the map then lays out in its worker and says so).
 */
export function readBuiltDrawing(doc: Document = document): BuiltDrawing | null {
  const element = doc.getElementById(BUILT_DRAWING_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const drawing = JSON.parse(element.textContent) as Partial<BuiltDrawing>;
    return typeof drawing.hash === 'string' && typeof drawing.fullUrl === 'string' && drawing.imageUrls ? (drawing as BuiltDrawing) : null;
  } catch {
    return null;
  }
}

export async function fetchEveryState(url: string): Promise<FullLayoutData> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The diagram of every state could not be loaded (${response.status}).`);
  return (await response.json()) as FullLayoutData;
}

let shared: DrawingEngine | null = null;

/** The page's layout worker, started on first use and kept for the page's life. */
export function workerDrawingEngine(): DrawingEngine {
  if (shared) return shared;
  if (typeof Worker === 'undefined') throw new Error('This browser has no Web Workers: the diagram cannot be laid out here.');
  const worker = new Worker(new URL('./flow-drawing.worker.ts', import.meta.url), { type: 'module', name: 'flow-map-layout' });
  const waiting = new Map<number, { resolve(answer: DrawingAnswer): void; reject(error: Error): void }>();
  let next = 1;
  worker.addEventListener('message', (event: MessageEvent<DrawingAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.part === 'error') pending?.reject(new Error(answer.message));
    else pending?.resolve(answer);
  });
  worker.addEventListener('error', (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'The layout worker failed.'));
    waiting.clear();
  });
  const ask = (request: DrawingRequest): Promise<DrawingAnswer> =>
    new Promise((resolve, reject) => {
      waiting.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  shared = {
    async journey(input) {
      const answer = await ask({ id: next++, part: 'journey', input });
      return answer.part === 'journey' ? answer.layout : null;
    },
    async everyState(graph) {
      const answer = await ask({ id: next++, part: 'everyState', graph });
      if (answer.part !== 'everyState') throw new Error('The layout worker answered something else.');
      return answer.data;
    },
  };
  return shared;
}
