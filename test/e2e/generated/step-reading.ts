import type { Seen } from '../screen-oracle.ts';

// How the browser oracle reads a step of a generated path: the page again and again until it shows
// what it must for the state the flow is in, or the time is up. The flow may pass through states
// on the way (a load that fails at once leaves its screen before it ever shows), and on a busy
// machine a read may catch one of them: what counts is where the flow comes to rest, a state with a
// screen or one without (resume shows the flow's loading or retry view). A step whose page never
// gave a reading fails too: a step nothing was checked at is not a step that passed.

/** The page as read once, with its mismatches with the oracle. */
export interface Reading {
  seen: Seen;
  problems: string[];
}

/**
 * A read of the page: a reading; 'elsewhere' on a page that is not the app's (`isElsewhere`); null while there is nothing to read (no snapshot yet, between pages, or the flow
 * moved during the read).
 */
export type Read = Reading | 'elsewhere' | null;

export type StepOutcome =
  /** The page showed what it must (`seen`), or went elsewhere (null). */
  | { shown: true; seen: Seen | null }
  /** The time is up: the last reading and its mismatches (no reading: `seen` is null). */
  | { shown: false; seen: Seen | null; problems: string[] };

/** Reads until a reading shows what it must, for at most `withinMs`. */
export async function readUntilShown(read: () => Promise<Read>, withinMs: number, pauseMs = 150): Promise<StepOutcome> {
  const deadline = Date.now() + withinMs;
  let last: Reading | null = null;
  /** The last read gave nothing to read (the report says so). */
  let unreadSince: boolean;
  for (;;) {
    const reading = await read();
    if (reading === 'elsewhere') return { shown: true, seen: null };
    if (reading && reading.problems.length === 0) return { shown: true, seen: reading.seen };
    if (reading) last = reading;
    unreadSince = reading === null;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const within = `${(withinMs / 1000).toFixed(0)} s`;
  if (!last) return { shown: false, seen: null, problems: [`the page gave no reading of the flow within ${within} (no snapshot, or between pages)`] };
  return { shown: false, seen: last.seen, problems: unreadSince ? [...last.problems, `and no reading since (between pages) until ${within} had passed`] : last.problems };
}

/**
 * The state a snapshot's active ids show: the deepest routable one (the post-payment page is inside
 * the payment), else the top-level state (`topLevel`: its node id → its key), which has no screen of
 * its own; null before the first snapshot.
 */
export function shownStateOf(stateIds: readonly string[], routable: ReadonlySet<string>, topLevel: ReadonlyMap<string, string>): string | null {
  const deepest = stateIds.filter((id) => routable.has(id)).at(-1);
  if (deepest) return deepest;
  const top = stateIds.find((id) => topLevel.has(id));
  return top === undefined ? null : (topLevel.get(top) ?? null);
}

/**
 * A page that does not run the app: the bank's authentication (the sandbox's 3-D Secure page), or an
 * answer of the API (where a path writes the remembered session before it opens the app).
 */
export const isElsewhere = (pathname: string): boolean => pathname.startsWith('/sandbox/') || pathname.startsWith('/api/');
