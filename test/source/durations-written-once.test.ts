import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSampleAnswers, productionFiles, ROOT, staleEntries, walkSource } from './source-files.ts';

// A length of time that a text states ("31 s", "24 hours", "300 ms") is written from the constant
// the code runs on, with formatDuration (services/contract/duration.ts): a hand-written copy stays
// behind when the constant changes. This test reads every string of the production code (comments
// are not strings) and fails on a number followed by a unit of time. The allow-list names the few
// strings that may keep one, each with its reason.

const PRODUCTION = ['src', 'machines', 'services', 'screens', 'server'];
// A one-letter unit only after a space: `31 s`, `24 h`, but not a colour (`#15803d`) or an SVG path.
const TIME = /\b\d+(?:[.,]\d+)?(?: ?(?:ms|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?)| [shd])\b/i;

/** `file: string` → why the duration in it is not a constant's. */
const ALLOWED: Record<string, string> = {
  // The spec's sentences about times no code runs on (the provider charges, the credit check's pace).
  'screens/shared/common.texts.ts: Add-ons renew yearly and are charged within 24 hours.': 'the payment provider charges; no timer of ours',
  'screens/offer-start/marketing-facts.ts: Prequalification takes 5 minutes or less and has no impact on your credit score.': 'marketing: the whole application, not a timer',
  'screens/offer-start/offer-start.screen.tsx: Prequalify in 5 minutes or less, with no impact on your credit score.': 'marketing: the whole application, not a timer',
  'screens/processing/processing.screen.tsx: Processing can take up to 5 minutes, please do not close this page.': "the spec's words for the wait, quoted exactly (the poll gives up sooner and offers a retry)",
};

/** Every string literal, template part and JSX text of a file. */
function stringsOf(path: string): string[] {
  const found: string[] = [];
  walkSource(path, (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) found.push(node.text);
  });
  return found;
}

/** `file: string` for each string of the production code that states a duration. */
function handWrittenDurations(): string[] {
  return PRODUCTION.flatMap((dir) => productionFiles(join(ROOT, dir))).filter((path) => !isSampleAnswers(path)).flatMap((path) =>
    stringsOf(path)
      .filter((text) => TIME.test(text))
      .map((text) => `${relative(ROOT, path)}: ${text}`),
  );
}

describe('durations in texts', () => {
  it('come from the constants, through formatDuration', () => {
    expect(handWrittenDurations().filter((found) => !(found in ALLOWED))).toEqual([]);
  });

  it('the allow-list holds only strings that are still there', () => {
    expect(staleEntries(ALLOWED, handWrittenDurations())).toEqual([]);
  });

  it('finds a hand-written one', () => {
    expect(TIME.test('no decision in 31 s')).toBe(true);
    expect(TIME.test('asks again (3 seconds)')).toBe(true);
    expect(TIME.test('the 24 hours are over')).toBe(true);
    expect(TIME.test('waits 300ms')).toBe(true);
    expect(TIME.test('Step 3 of 5')).toBe(false);
  });
});
