import { beforeEach, afterEach, vi } from 'vitest';
import type { startFlow } from './flow-harness.ts';
import { T0 } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { OriginationSummary } from '../../services/contract/origination.schema.ts';

// What the step tests (test/machine/*.step.test.ts) share: the model's clock, the flow's context,
// and the answers of sign-in and of the applications lookup.

/** Each test of the file runs on fake timers from the model's fixed instant. */
export function useModelClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export type Flow = ReturnType<typeof startFlow>;
export const contextOf = (flow: Flow) => flow.actor.getSnapshot().context;

export const email = 'jamie.rivera@example.com';
/** The validateLogin answer: tokens and the signed-in user. */
export const signedInAnswer = { access: 'a', refresh: 'r', user: { id: 'u', first_name: 'J', last_name: 'R', phone_number: '', email, address: null } };

/** One application of the lookup (GET the user's applications). */
export const summary = (over: Partial<OriginationSummary> = {}): OriginationSummary => ({ id: 'orig-9', next: 'zoomies.card.quiz', created: '', phone_number: '', ...over });
