import { isField, isToggle, typeInto } from './type-into.ts';
import type { Field } from './type-into.ts';

// What the applicant types into the prerendered first screen before React holds the page. The page
// paints before any script runs, and hydration starts only after the paint, once the screen's files
// have come (main.tsx): on a phone on a slow network, seconds in which the form is plain HTML. React
// hydrates a field as it finds it, typed text and all, but the form's state (formik's) stays empty,
// and the form's next render writes that empty value over the text. Measured in Chromium on a build
// from `npm start`, filling the phone number right at the `load` event: 10 of 20 were lost.
//
// The first screens hold text fields only (early-typing.test.tsx checks it); a checkbox or a select
// there would need carrying too.

type TextField = Exclude<Field, HTMLSelectElement>;

const isTextField = (element: EventTarget | null): element is TextField =>
  isField(element) && !(element instanceof HTMLSelectElement) && !isToggle(element) && !['file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(element.type);

export interface EarlyTyping {
  /** Whether the applicant had typed before the scripts came: their first interaction with the page. */
  readonly typedBefore: boolean;
  /** Once hydration has committed: gives the form what was typed until then, as if typed now. */
  carryIntoForm(): void;
}

/** Notes what is typed in the container from now until `carryIntoForm` (call it before hydrating). */
export function noteEarlyTyping(container: HTMLElement): EarlyTyping {
  const typed = new Map<TextField, string>();
  const note = (element: EventTarget | null) => {
    if (!isTextField(element)) return;
    // The prerendered value is the field's default: anything else was typed.
    if (element.value !== element.defaultValue) typed.set(element, element.value);
    else typed.delete(element);
  };
  for (const element of container.querySelectorAll('input, textarea')) note(element);
  const onInput = (event: Event) => note(event.target);
  container.addEventListener('input', onInput, true);
  let carried = false;

  return {
    typedBefore: typed.size > 0,
    carryIntoForm() {
      if (carried) return;
      carried = true;
      container.removeEventListener('input', onInput, true);
      for (const [field, value] of typed) {
        // React keeps a field's default in step with the value it renders: equal, the form has it.
        if (!container.contains(field) || field.defaultValue === value) continue;
        // Through the element's own property, which React tracks: React takes the field as holding
        // the form's value again, and then sees the typed text arrive as a change.
        field.value = field.defaultValue;
        typeInto(field, value);
      }
      typed.clear();
    },
  };
}
