import type { OnboardingContext } from './onboarding.types.ts';

// What a state cannot go on without. A state's route guard or the transition into it made sure the
// data is there; if it is not, the machine is wired wrong, and a call with '' (or an empty file)
// would only fail later, far from the cause. So these throw, naming what needed the data.

/** `value`, or an Error saying that `need` could not go on without `what`. */
export function required<T>(value: T | null | undefined, need: string, what: string): T {
  if (value === null || value === undefined) throw new Error(`${need} needs ${what}, and the context has none`);
  return value;
}

/** The origination id that `need` (a call, a state) works on; the states that need one are routed only with one. */
export function originationOf(context: Pick<OnboardingContext, 'originationId'>, need: string): string {
  return required(context.originationId, need, 'an origination id');
}
