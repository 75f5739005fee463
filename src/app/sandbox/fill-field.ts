// Fill: writes a value into a form field the way typing would, so React (and the field's mask)
// sees an ordinary input event. React tracks the value through the prototype's setter, so the
// plain `element.value = …` would be ignored.

export function fillField(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.focus();
}

/** A field the panel may fill: a text-like input or a textarea, enabled. */
export function isFillable(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return !target.disabled;
  if (!(target instanceof HTMLInputElement) || target.disabled || target.readOnly) return false;
  return ['text', 'tel', 'email', 'search', 'number', 'password', ''].includes(target.type);
}
