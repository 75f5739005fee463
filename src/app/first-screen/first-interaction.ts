// The applicant's first interaction with a prerendered page (a tap, a key, typing, an autofill),
// watched from the moment the entry runs: the page is usable before the first screen's scripts
// come, and what is done then counts too: an applicant who types before the browser's first quiet
// moment gets the flow then, not later (hand-over.ts). Part of the entry: nothing else here.

const INTERACTIONS = ['pointerdown', 'keydown', 'input', 'touchstart'] as const;

/** Calls back once on the first interaction (at once if it has happened); returns the unsubscribe. */
export type OnFirstInteraction = (touch: () => void) => () => void;

/**
 * Whether the applicant typed or autofilled before the entry ran (a fast autofill on a slow phone
 * comes before the entry's script, and no listener saw its events): a field then holds a value the
 * page did not send. Seen in the keystroke race (decision 0048), when the flow waited for an
 * interaction: it never loaded otherwise.
 */
function alreadyFilled(target: Document): boolean {
  return [...target.querySelectorAll('input, textarea')].some((field) => (field as HTMLInputElement | HTMLTextAreaElement).value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue);
}

export function watchFirstInteraction(target: Document): OnFirstInteraction {
  let happened = alreadyFilled(target);
  const waiting = new Set<() => void>();
  const listener = () => {
    happened = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, listener, true);
    for (const touch of [...waiting]) touch();
    waiting.clear();
  };
  if (!happened) for (const type of INTERACTIONS) target.addEventListener(type, listener, { capture: true, passive: true });
  return (touch) => {
    if (happened) {
      touch();
      return () => {};
    }
    waiting.add(touch);
    return () => waiting.delete(touch);
  };
}
