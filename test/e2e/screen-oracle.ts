import { expectScreen, type Fact, type ScreenData, type ScreenExpectation } from './screen-expectations.ts';

// The check of one step of a path against the oracle, the same at both levels: what the screen shows
// (its route, URL, heading and facts; or a loading or retry view) against the expectation written
// from the documents. The machine level reads the screen from the snapshot (the rendered binding);
// the browser from the page.

/** What a step of a path shows. */
export interface Seen {
  /** The routable state the path rests in, else the top-level state (one with no screen of its own). */
  stateId: string;
  /** The contract route name the state carries; undefined where the level cannot see it (the browser). */
  route?: string | null;
  url: string | null;
  /** The main heading (h1), or null when there is none. */
  heading: string | null;
  /** The text of the page, whitespace collapsed. */
  text: string;
}

/** What the page shows instead of the screen: its loading view, or the retry view of a failed load. */
export type View = 'screen' | 'loading' | 'retry';

/** The retry view's heading (a state whose data failed to load): the app's words, the documents give none. */
const RETRY_HEADING = /^We couldn't load this page$/;

export function viewOf(seen: Pick<Seen, 'heading' | 'text'>): View {
  if (seen.heading !== null && RETRY_HEADING.test(seen.heading)) return 'retry';
  if (seen.heading === null && /Loading/.test(seen.text)) return 'loading';
  return 'screen';
}

/** What the step allows beside the screen itself. */
export interface ViewsAllowed {
  /** A call is out: the screen may still be loading. */
  loading: boolean;
  /** A load failed since the path came here: the retry view may show. */
  retry: boolean;
  /** The way in gave no URL (a route of the app's own, not a link) and the state cannot derive one yet: no URL to check. */
  noUrl?: boolean;
}

const show = (fact: Fact) => `${fact.what} (${fact.pattern.source})`;

/** Expectations already made, by state, URL and data (a model run checks the same ones thousands of times). */
const made = new Map<string, ScreenExpectation | null>();

function expectationOf(seen: Seen, data: ScreenData): ScreenExpectation | null {
  const key = JSON.stringify([seen.stateId, seen.url, data]);
  if (!made.has(key)) made.set(key, expectScreen(seen.stateId, data, seen.url));
  return made.get(key) ?? null;
}

/** The mismatches of a loading or retry view with what the step allows; `instead` says what should show. */
function checkFlowView(view: 'loading' | 'retry', seen: Seen, allowed: ViewsAllowed, instead: string): string[] {
  if (view === 'loading') return allowed.loading ? [] : [`a loading view where ${instead} must show (no call is out, or it never ends)`];
  if (!allowed.retry) return ['the retry view of a failed load, while no load failed'];
  return /Try again/.test(seen.text) ? [] : ["the retry view without 'Try again'"];
}

/** The step's mismatches with the oracle (empty when it shows what it must). */
export function checkScreen(seen: Seen, data: ScreenData, allowed: ViewsAllowed): string[] {
  const expected = expectationOf(seen, data);
  const view = viewOf(seen);
  // A state with no screen of its own (resume: where the application stands) shows the flow's
  // loading view while it asks, and its retry view when the asking failed: never a screen.
  if (!expected) {
    if (view !== 'screen') return checkFlowView(view, seen, allowed, 'the retry view of a failed load');
    return [`a screen (heading ${seen.heading ?? 'none'}) in ${seen.stateId}, which has none of its own: expected its loading or retry view`];
  }
  const problems: string[] = [];
  if (seen.route !== undefined && seen.route !== expected.route) problems.push(`route: expected ${expected.route}, seen ${seen.route ?? 'none'}`);
  if (seen.url === null ? !allowed.noUrl : !expected.url.test(seen.url)) problems.push(`URL: expected ${expected.url.source}, seen ${seen.url ?? 'none'}`);
  if (view !== 'screen') return [...problems, ...checkFlowView(view, seen, allowed, `the screen (heading ${expected.heading.source})`)];
  if (seen.heading === null || !expected.heading.test(seen.heading)) {
    problems.push(`heading (${expected.headingFrom === 'spec' ? 'the documents' : "the screen's own words"}): expected ${expected.heading.source}, seen ${seen.heading ?? 'none'}`);
  }
  for (const fact of expected.shows) if (!fact.pattern.test(seen.text)) problems.push(`missing ${show(fact)}`);
  for (const fact of expected.hides) if (fact.pattern.test(seen.text)) problems.push(`shows ${show(fact)}`);
  return problems;
}

/**
 * The report of a mismatch: the path, the step, what was expected and what was seen, on its first
 * line (a runner may show only that one), then each problem and the page's text.
 */
export function mismatchReport(path: string, step: string, problems: readonly string[], seen: Seen): string {
  const head = `oracle: '${path}', ${step}, at ${seen.stateId} (${seen.url ?? 'no URL'}): ${problems.join('; ')}; seen heading: ${seen.heading ?? 'none'}`;
  return [head, ...problems.map((p) => `  - ${p}`), `  seen text: ${seen.text.slice(0, 400)}`].join('\n');
}
