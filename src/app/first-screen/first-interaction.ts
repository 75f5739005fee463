// The applicant's first interaction with a prerendered page (a tap, a key, typing, an autofill),
// watched from the moment the entry runs: the page is usable before the first screen's scripts
// come, and what is done then counts too, so an applicant who typed early does not wait for a
// second interaction before the flow loads (hand-over.ts). Part of the entry: nothing else here.

const INTERACTIONS = ['pointerdown', 'keydown', 'input', 'touchstart'] as const;

/** Calls back once on the first interaction (at once if it has happened); returns the unsubscribe. */
export type OnFirstInteraction = (touch: () => void) => () => void;

export function watchFirstInteraction(target: Document): OnFirstInteraction {
  let happened = false;
  const waiting = new Set<() => void>();
  const listener = () => {
    happened = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, listener, true);
    for (const touch of [...waiting]) touch();
    waiting.clear();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, listener, { capture: true, passive: true });
  return (touch) => {
    if (happened) {
      touch();
      return () => {};
    }
    waiting.add(touch);
    return () => waiting.delete(touch);
  };
}
