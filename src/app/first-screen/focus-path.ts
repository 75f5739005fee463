// Where the focus is, as a path of child positions from a container, so that it can be put back on
// the same element of an identical tree rendered in its place (the flow taking over the first
// screen). The caret of a text field comes along.

export interface FocusPath {
  path: number[];
  tag: string;
  selection: [number, number] | null;
}

export function focusPath(container: HTMLElement): FocusPath | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === container || !container.contains(active)) return null;
  const path: number[] = [];
  for (let node: Element = active; node !== container; node = node.parentElement as Element) {
    path.unshift(Array.prototype.indexOf.call((node.parentElement as Element).children, node));
  }
  const selection = active instanceof HTMLInputElement && active.selectionStart !== null ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as [number, number]) : null;
  return { path, tag: active.tagName, selection };
}

export function refocus(container: HTMLElement, focus: FocusPath | null): void {
  if (!focus) return;
  let node: Element | undefined = container;
  for (const index of focus.path) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node.tagName !== focus.tag) return;
  node.focus({ preventScroll: true });
  if (focus.selection && node instanceof HTMLInputElement) {
    try {
      node.setSelectionRange(...focus.selection);
    } catch {
      // Inputs without a caret (checkboxes, buttons) have nothing to restore.
    }
  }
}
