import ELK from 'elkjs/lib/elk.bundled.js';
import { vi } from 'vitest';
import type { DrawingEngine } from '../../src/flow-map/drawing-source.ts';
import { drawEveryState, drawJourney } from '../../src/flow-map/flow-drawing.ts';

// The page's layout worker, run in the test's own thread (jsdom has no Web Workers): the same code,
// with spies to tell whether the page asked for a layout at all.
export function inThreadEngine(): DrawingEngine & { journey: ReturnType<typeof vi.fn>; everyState: ReturnType<typeof vi.fn> } {
  const elk = new ELK();
  return {
    journey: vi.fn(async (input) => drawJourney(input)),
    everyState: vi.fn(async (graph) => drawEveryState(graph, elk)),
  } as never;
}
