import { assign, type Assigner, type PropertyAssigner, type ParameterizedObject } from 'xstate';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent, RouteEvent } from '../onboarding.events.ts';

// What a step file writes its own actions and guards with: `assign` typed by the
// onboarding context and events, so a step's implementations type-check where they are written and
// merge into the machine's `setup()` (see onboarding.machine.ts) without casts.

type C = OnboardingContext;
type E = OnboardingEvent;
type Params = ParameterizedObject['params'] | undefined;

/** `assign` for the onboarding context; `params` typed by the action (a typed actor output, say). */
export function assignContext<TParams extends Params = undefined>(assignment: Assigner<C, E, TParams, E, never> | PropertyAssigner<C, E, TParams, E, never>) {
  return assign<C, E, TParams, E, never>(assignment);
}

/**
 * A value a state's input needs and its guards promised (a route guard, a loader's `isMissing`):
 * never replaced by a default ('' for an id), so a state entered without it fails loudly here
 * instead of sending the server a call about nothing. `what` names it in the error.
 */
export function given<T>(value: T | null | undefined, what = 'the data its guards promised'): T {
  if (value === null || value === undefined) throw new Error(`A state was entered without ${what}`);
  return value;
}

/** The origination id that `need` (a call) works on: the states that need one are routed only with one. */
export function originationOf(context: Pick<C, 'originationId'>, need: string): string {
  return given(context.originationId, `the origination id that ${need} needs`);
}

export const routeTo = (stateId: string): RouteEvent => ({ type: 'xstate.route', to: `#${stateId}` });

/** What every guard receives. */
export interface GuardArgs {
  context: C;
  event: E;
}
