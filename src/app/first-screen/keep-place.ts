import { isField, isToggle, typeInto } from './type-into.ts';
import type { Field } from './type-into.ts';

// The applicant's place on the page while the flow renders in place of the first screen: the
// focused element with its caret, and every field they changed. The flow draws the same tree, so an
// element is found again by its path of child positions from the container.
//
// Why the fields: the swap is a transition, and on a slow phone it can take half a second between
// the decision to take over (nothing touched yet) and the commit. What is typed in that window lands
// in the first screen's form, which the commit then removes. Measured in Chromium at 4x CPU
// throttling: 7 of 50 phone numbers typed in that window were lost before this.

export interface PlaceKeeper {
  /** Puts the typed values and the focus onto the same elements of the tree now in the container. */
  restore(): void;
}

interface Spot {
  path: number[];
  tag: string;
}

function spotOf(container: HTMLElement, element: Element): Spot | null {
  if (element === container || !container.contains(element)) return null;
  const path: number[] = [];
  for (let node: Element = element; node !== container; node = node.parentElement as Element) {
    path.unshift(Array.prototype.indexOf.call((node.parentElement as Element).children, node));
  }
  return { path, tag: element.tagName };
}

function elementAt(container: HTMLElement, { path, tag }: Spot): HTMLElement | null {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === tag ? node : null;
}

/** Gives the new field the old one's value the way typing would. */
function retype(from: Field, to: Field): void {
  if (isToggle(from)) {
    if (isToggle(to) && to.checked !== from.checked) to.click();
    return;
  }
  typeInto(to, from.value);
}

function caretOf(element: Element): [number, number] | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return element.selectionStart === null ? null : [element.selectionStart, element.selectionEnd ?? element.selectionStart];
  } catch {
    return null;
  }
}

export function keepPlace(container: HTMLElement): PlaceKeeper {
  const changed = new Map<string, { field: Field; spot: Spot }>();
  let focused: { element: Element; spot: Spot } | null = null;

  const noteFocus = (element: Element | null) => {
    const spot = element ? spotOf(container, element) : null;
    if (element && spot) focused = { element, spot };
  };
  const onFocus = (event: Event) => noteFocus(event.target as Element);
  const onChange = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    const spot = spotOf(container, field);
    if (spot) changed.set(spot.path.join('/'), { field, spot });
    noteFocus(field);
  };

  noteFocus(document.activeElement);
  const kinds = [
    ['focusin', onFocus],
    ['input', onChange],
    ['change', onChange],
  ] as const;
  for (const [type, listener] of kinds) container.addEventListener(type, listener, true);

  return {
    restore() {
      for (const [type, listener] of kinds) container.removeEventListener(type, listener, true);
      for (const { field, spot } of changed.values()) {
        const now = elementAt(container, spot);
        if (isField(now) && now !== field) retype(field, now);
      }
      if (!focused) return;
      const now = elementAt(container, focused.spot);
      if (!now || now === focused.element) return;
      now.focus({ preventScroll: true });
      const caret = caretOf(focused.element);
      if (caret && now instanceof HTMLInputElement) {
        try {
          now.setSelectionRange(...caret);
        } catch {
          // Inputs without a caret (checkboxes, buttons) have nothing to restore.
        }
      }
    },
  };
}
