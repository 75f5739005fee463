import { assertEvent } from 'xstate';
import type { OnboardingEvent, SubmitValues } from './onboarding.events.ts';

/**
 * The values of the `user.submit` being handled, narrowed to the shape `is` checks. The transition's
 * guard checked the shape first, so a mismatch is a bug in the machine: it throws, never casts.
 */
export function submitted<T extends SubmitValues>(event: OnboardingEvent, is: (values: SubmitValues | undefined) => values is T): T {
  assertEvent(event, 'user.submit');
  if (!is(event.values)) throw new Error(`user.submit carries values of another screen: ${Object.keys(event.values ?? {}).join(', ')}`);
  return event.values;
}

/** The values of a `user.submit` if they have the shape, else null (for guards). */
export function submittedOrNull<T extends SubmitValues>(event: OnboardingEvent, is: (values: SubmitValues | undefined) => values is T): T | null {
  return event.type === 'user.submit' && is(event.values) ? event.values : null;
}
