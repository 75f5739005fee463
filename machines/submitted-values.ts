import { assertEvent } from 'xstate';
import type { FormName, FormValues, OnboardingEvent } from './onboarding.events.ts';

// A `user.submit` names its form (`{ type: 'user.submit', form: 'pet', values }`): guards ask which
// form it is, actions and inputs take the values of the form their guard let through.

/** The submit of one form (`Extract` of FormSubmit, written so that its values stay typed by F). */
interface SubmitOf<F extends FormName> {
  type: 'user.submit';
  form: F;
  values: FormValues[F];
}

/** For guards on `user.submit`: is it the submit of `form`? (Another form's submit is not taken.) */
export function isSubmitOf<F extends FormName>(event: OnboardingEvent, form: F): event is OnboardingEvent & SubmitOf<F> {
  assertEvent(event, 'user.submit');
  return event.form === form;
}

/**
 * The values of the `user.submit` of `form`. The transition's guard let only that form through, so
 * another event or form is a bug in the machine's wiring: it throws, never casts or defaults.
 */
export function submitted<F extends FormName>(event: OnboardingEvent, form: F): FormValues[F] {
  if (isSubmitOf(event, form)) return event.values;
  throw new Error(`user.submit of another form (or none) where the ${form} form was expected`);
}
