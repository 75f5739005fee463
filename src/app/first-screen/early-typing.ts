import { isField, isToggle, typeInto } from './type-into.ts';

// What the applicant types into the prerendered first screen before React holds the page. The page
// paints before any script runs, and hydration starts only after the paint, once the screen's files
// have come (main.tsx): on a phone on a slow network, seconds in which the form is plain HTML. React
// hydrates a field as it finds it, typed text and all, but the form's state (formik's) stays empty,
// and the form's next render writes that empty value over the text. Measured in Chromium on a build
// from `npm start`, filling the phone number right at the `load` event: 10 of 20 were lost.
//
// Fields are known by their name: should hydration fail, React draws new ones. The first screens
// hold named text fields only (early-typing.test.tsx checks it); a checkbox or a select there would
// need carrying too.

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (element: EventTarget | null): element is TextField =>
  isField(element) && !(element instanceof HTMLSelectElement) && !isToggle(element) && !['file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(element.type);

const textFieldsIn = (container: HTMLElement): TextField[] => [...container.querySelectorAll('input, textarea')].filter(isTextField).filter((field) => field.name !== '');

export interface EarlyTyping {
  /** Whether the applicant had typed before the scripts came: their first interaction with the page. */
  readonly typedBefore: boolean;
  /** Once hydration has committed: gives the form what was typed until then, as if typed now. Once. */
  carryIntoForm(): void;
}

/** Notes what is typed in the container from now until `carryIntoForm` (call it before hydrating). */
export function noteEarlyTyping(container: HTMLElement): EarlyTyping {
  const typed = new Map<string, string>();
  const note = (element: EventTarget | null) => {
    if (!isTextField(element) || !element.name) return;
    // The prerendered value is the field's default: anything else was typed.
    if (element.value !== element.defaultValue) typed.set(element.name, element.value);
    else typed.delete(element.name);
  };
  for (const field of textFieldsIn(container)) note(field);
  const onInput = (event: Event) => note(event.target);
  container.addEventListener('input', onInput, true);
  let carried = false;

  return {
    typedBefore: typed.size > 0,
    carryIntoForm() {
      if (carried) return;
      carried = true;
      container.removeEventListener('input', onInput, true);
      for (const field of textFieldsIn(container)) {
        // What the field holds now (an autofill may have sent no input event), or, in a field that
        // has lost it (drawn anew), what was noted. React keeps a field's default in step with the
        // value it renders: equal, the form has it already.
        const value = field.value !== field.defaultValue ? field.value : typed.get(field.name);
        if (value === undefined || value === field.defaultValue) continue;
        // Through the element's own property, which React tracks: React takes the field as holding
        // the form's value again, and then sees the typed text arrive as a change.
        field.value = field.defaultValue;
        typeInto(field, value);
      }
    },
  };
}
