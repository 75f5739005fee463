import ELK from 'elkjs/lib/elk.bundled.js';
import type { DrawingAnswer, DrawingRequest } from './drawing-source.ts';
import { drawEveryState, drawJourney } from './flow-drawing.ts';

// The page's layout worker: the build's drawing code (flow-drawing.ts), run off the page's thread
// when the page's machine is not the one the build drew. ELK runs in this worker's own thread.

const elk = new ELK();
const scope = self as unknown as { onmessage: ((event: MessageEvent<DrawingRequest>) => void) | null; postMessage(answer: DrawingAnswer): void };

// Assigned, not added: elk.bundled.js, loaded in a worker, sets its own `onmessage` to serve ELK
// requests; this worker answers ours instead.
scope.onmessage = (event) => {
  const request = event.data;
  const answer = async (): Promise<DrawingAnswer> => {
    if (request.part === 'journey') return { id: request.id, part: 'journey', layout: drawJourney(request.input) };
    return { id: request.id, part: 'everyState', data: await drawEveryState(request.graph, elk) };
  };
  answer().then(
    (reply) => scope.postMessage(reply),
    (problem: unknown) => scope.postMessage({ id: request.id, part: 'error', message: problem instanceof Error ? problem.message : String(problem) }),
  );
};
