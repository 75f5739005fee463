// Typing into a field from code the way a person would, so that React's onChange sees it and the
// form's state (formik's) gets the value: used where the applicant's typing would otherwise be lost
// to a render (keep-place.ts, early-typing.ts).

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isField = (element: EventTarget | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

export const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Sets the value and sends the event typing would. */
export function typeInto(field: Field, value: string): void {
  if (field.value === value) return;
  // The prototype's setter: React tracks values set through the element's own property and would
  // take the event for no change.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
