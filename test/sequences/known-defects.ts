// Defects known and being fixed elsewhere: a run that meets one passes over it (counted and printed)
// and goes on looking for others, and a regression's replay passes over all but its own. Each is
// kept in its shrunk form in regressions.test.ts; remove its entry once its fix is merged.
// SEQUENCE_STRICT=1 fails on them too; SEQUENCE_FOCUS=<id> fails only on that one.

export interface KnownDefect {
  id: string;
  what: string;
  /** Whether a broken invariant's message, after these commands, is this defect. */
  matches(problem: string, lines: readonly string[]): boolean;
}

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  // None: the five of issue 33 are fixed (branch defects, merged), and so is every other defect the
  // sequences found (docs/sequences.md).
];

const focus = process.env.SEQUENCE_FOCUS;
const strict = process.env.SEQUENCE_STRICT === '1';

/** Whether a problem is one of the known defects, not the one of `focus` (which is never passed over). */
function isOtherKnown(problem: string, lines: readonly string[], focus: string | undefined): KnownDefect | null {
  if (focus && KNOWN_DEFECTS.some((defect) => defect.id === focus && defect.matches(problem, lines))) return null;
  return KNOWN_DEFECTS.find((defect) => defect.matches(problem, lines)) ?? null;
}

/** For a regression's replay: every known defect but `id` is passed over. */
export const otherKnownDefects =
  (id: string) =>
  (problem: string, lines: readonly string[]): boolean =>
    isOtherKnown(problem, lines, id) !== null;

/** The known defect a broken invariant is, when the run tolerates it. */
export function toleratedDefect(problem: string, lines: readonly string[]): KnownDefect | null {
  return strict ? null : isOtherKnown(problem, lines, focus);
}
