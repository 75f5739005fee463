import type { EventObject } from 'xstate';

// The traversal events for the fixture, the way the model tests list them for the real machine:
// user events with concrete payloads for guarded transitions, done/error events for each invoke, and
// the delay event of the timer.
export const fixtureEvents: EventObject[] = [
  { type: 'user.submit', phone: '5125550100', income: 50_000 } as EventObject,
  { type: 'user.submit', phone: '123' } as EventObject,
  { type: 'user.back' },
  { type: 'user.reload' },
  { type: 'xstate.done.actor.checkPhone', output: { ok: true } } as EventObject,
  { type: 'xstate.error.actor.checkPhone', error: new Error('down') } as EventObject,
  { type: 'xstate.done.actor.pollDecision', output: { approved: true } } as EventObject,
  { type: 'xstate.done.actor.pollDecision', output: { approved: false } } as EventObject,
  { type: 'xstate.after.DECISION_TIMEOUT.fixture.deciding' },
];
