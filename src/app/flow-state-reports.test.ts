import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../services/analytics/analytics.ts';
import { reportFlowStates } from './flow-state-reports.ts';

// Each top-level state entry is reported once, for the application of that moment; a start screen
// is reported for the application created on it, with the time it was entered.

const snapshot = (value: string | Record<string, unknown>, originationId: string | null) => ({ value, context: { originationId } }) as unknown as AnyMachineSnapshot;

function fakeActor(first: AnyMachineSnapshot) {
  let current = first;
  let observer: ((s: AnyMachineSnapshot) => void) | null = null;
  return {
    getSnapshot: () => current,
    subscribe(next: (s: AnyMachineSnapshot) => void) {
      observer = next;
      return { unsubscribe: () => (observer = null) };
    },
    move(next: AnyMachineSnapshot) {
      current = next;
      observer?.(next);
    },
  };
}

function recorder() {
  const events: Record<string, unknown>[] = [];
  const analytics: Analytics = { track: (_event, properties) => void events.push(properties), identify: () => {} };
  return { analytics, events };
}

describe('flow state reports', () => {
  it('reports the start screen for the new application, then each state entered, once', () => {
    let clock = 0;
    const now = () => new Date(Date.UTC(2026, 2, 2, 15, 0, clock));
    const actor = fakeActor(snapshot({ offerStart: 'form' }, null));
    const { analytics, events } = recorder();
    const stop = reportFlowStates(actor, analytics, null, now);
    expect(events).toEqual([]);
    clock = 40;
    actor.move(snapshot({ offerStart: 'submitting' }, null));
    actor.move(snapshot({ verify: 'checking' }, 'app-1'));
    clock = 70;
    actor.move(snapshot({ verify: 'typing' }, 'app-1'));
    actor.move(snapshot({ about: 'editing' }, 'app-1'));
    stop();
    actor.move(snapshot({ user: 'editing' }, 'app-1'));
    expect(events).toEqual([
      { state_id: 'offerStart', entered_at: '2026-03-02T15:00:00.000Z', previous_state_id: null, origination_id: 'app-1' },
      { state_id: 'verify', entered_at: '2026-03-02T15:00:40.000Z', previous_state_id: 'offerStart', origination_id: 'app-1' },
      { state_id: 'about', entered_at: '2026-03-02T15:01:10.000Z', previous_state_id: 'verify', origination_id: 'app-1' },
    ]);
  });

  it('a restart on getStarted belongs to the old application and, once it starts, to the new one', () => {
    const actor = fakeActor(snapshot({ verify: 'typing' }, 'old'));
    const { analytics, events } = recorder();
    reportFlowStates(actor, analytics, null, () => new Date(0));
    actor.move(snapshot({ getStarted: 'form' }, 'old'));
    actor.move(snapshot({ verify: 'checking' }, 'new'));
    expect(events.map((e) => `${e.state_id}@${e.origination_id}`)).toEqual(['verify@old', 'getStarted@old', 'getStarted@new', 'verify@new']);
  });

  it('says nothing for the transient boot state', () => {
    const actor = fakeActor(snapshot('boot', null));
    const { analytics, events } = recorder();
    reportFlowStates(actor, analytics, null);
    expect(events).toEqual([]);
  });
});
