import type { ProcessingScreenProps } from './processing.screen.tsx';
import { currentMeta } from '../../machines/route-table.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

// The decision waits: the same view before and after the offer; past the deadline, the time-out.

export function selectProcessing(snapshot: FlowSnapshot): ProcessingScreenProps & { timedOut: boolean } {
  return {
    stage: currentMeta(snapshot)?.route === 'zoomies.card.processing' ? 'approval' : 'pre-approval',
    timedOut: snapshot.context.outcome?.code === 'decisionTimedOut',
  };
}
