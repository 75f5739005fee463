import { createContext } from 'react';

// When a screen's heading may take the focus (DESIGN decision 16): a heading that takes it tells a
// screen reader's user that a new screen has come, but taking it from a field sends the next keys
// nowhere. So only on a step the applicant took (their Next, Back, Close: not the page's first
// screen, not a screen the flow moved to by itself), and never while a field on the page has it
// (a screen that puts the caret in its first field, or a field the applicant is typing in), nor
// from an open dialog (the help, opened while a loading or processing view waited: decision 0070).

/** Whether the screen being shown was reached by a step the applicant took; the flow's frame says. */
export const ReachedByApplicant = createContext(false);

const NOT_FIELDS = new Set(['button', 'submit', 'reset', 'image']);

/** A field the applicant types into or chooses in, that is on the page. */
export function isFieldOnPage(element: Element | null): boolean {
  if (!element?.isConnected) return false;
  if (element instanceof HTMLInputElement) return !NOT_FIELDS.has(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || element.matches('[contenteditable]:not([contenteditable="false"])');
}

/** The focus is in a dialog on the page: the dialog holds it until it closes. */
const isInDialog = (element: Element | null): boolean => element?.isConnected === true && element.closest('[role="dialog"], dialog') !== null;

export function headingMayTakeFocus(reachedByApplicant: boolean, focused: Element | null): boolean {
  return reachedByApplicant && !isFieldOnPage(focused) && !isInDialog(focused);
}
