import type { AnyMachineSnapshot } from 'xstate';
import { FlowStateId } from '../../services/contract/flow.schema.ts';
import type { Analytics } from '../../services/analytics/analytics.ts';
import type { CollectorTransport, FlowPosition } from '../../services/analytics/collector-transport.ts';

// Tells the analytics collector where the applicant is (every event carries the application and the
// top-level state), and reports each entry into a top-level state as `flow_state_entered`, for the
// flow map's funnel: the server sees most steps through its own calls, the browser adds the screens
// only it shows (congratulations, the welcome page, …); the server keeps one entry per state.
//
// An entry belongs to the application of that moment. The start screens come before any application:
// when an application is created while the applicant is on a screen, that screen's entry (with the
// time it was entered) is reported for the new application as well, so its funnel begins where the
// applicant began.

interface Observable {
  getSnapshot(): AnyMachineSnapshot;
  subscribe(observer: (snapshot: AnyMachineSnapshot) => void): { unsubscribe(): void };
}

function positionOf(snapshot: AnyMachineSnapshot): FlowPosition {
  const value = snapshot.value as string | Record<string, unknown>;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  const state = FlowStateId.safeParse(top);
  const originationId = (snapshot.context as { originationId?: string | null }).originationId ?? null;
  return { originationId, state: state.success ? state.data : null };
}

interface Entry {
  state: FlowStateId;
  enteredAt: string;
  previous: FlowStateId | null;
  originationId: string | null;
}

export function reportFlowStates(actor: Observable, analytics: Analytics, collector: CollectorTransport | null, now: () => Date = () => new Date()): () => void {
  collector?.setPosition(() => positionOf(actor.getSnapshot()));
  let current: Entry | null = null;
  const report = (entry: Entry, originationId: string) =>
    analytics.track('flow_state_entered', { state_id: entry.state, entered_at: entry.enteredAt, previous_state_id: entry.previous, origination_id: originationId });

  const observe = (snapshot: AnyMachineSnapshot) => {
    const { state, originationId } = positionOf(snapshot);
    if (!state) return;
    // A new application since the current screen was entered: it started there.
    if (current && originationId && originationId !== current.originationId) {
      report(current, originationId);
      current.originationId = originationId;
    }
    if (current?.state === state) return;
    current = { state, enteredAt: now().toISOString(), previous: current?.state ?? null, originationId };
    if (originationId) report(current, originationId);
  };
  observe(actor.getSnapshot());
  const subscription = actor.subscribe(observe);
  return () => subscription.unsubscribe();
}
