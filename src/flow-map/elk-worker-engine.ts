import ELK from 'elkjs/lib/elk-api.js';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { LayoutEngine } from './flow-layout.ts';

// ELK in a web worker for the page: laying out every state of the machine takes a second or two,
// which must not freeze the map. Null where there are no workers (tests, old browsers): the layout
// then runs ELK in the page's thread.
let shared: LayoutEngine | null | undefined;

export function workerLayoutEngine(): LayoutEngine | null {
  if (shared !== undefined) return shared;
  shared = typeof Worker === 'undefined' ? null : new ELK({ workerUrl });
  return shared;
}
