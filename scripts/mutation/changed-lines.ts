// The lines of a file that changed since the source the incremental report recorded, as Stryker
// mutate ranges (`file:start-end`, 1-based, inclusive). `git diff --no-index` does the diffing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LineRange {
  start: number;
  end: number;
}

/** The new file's line ranges of each hunk of a zero-context unified diff. */
export function rangesFromUnifiedDiff(diff: string): LineRange[] {
  const ranges: LineRange[] = [];
  for (const match of diff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    // A pure deletion (count 0) sits after line `start`: the lines on both sides of the cut changed
    // meaning (a removed transition target, a removed guard), so both are tested.
    ranges.push(count === 0 ? { start: Math.max(1, start), end: start + 1 } : { start, end: start + count - 1 });
  }
  return ranges;
}

export function changedLines(oldSource: string, newSource: string): LineRange[] {
  if (oldSource === newSource) return [];
  const dir = mkdtempSync(join(tmpdir(), 'mutation-diff-'));
  try {
    const before = join(dir, 'before');
    const after = join(dir, 'after');
    writeFileSync(before, oldSource);
    writeFileSync(after, newSource);
    const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '-U0', before, after], { encoding: 'utf8' });
    // Exit 1 means "different"; anything else but 0 is a failure to diff.
    if (diff.status !== 0 && diff.status !== 1) throw new Error(`git diff failed: ${diff.stderr}`);
    return rangesFromUnifiedDiff(diff.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
