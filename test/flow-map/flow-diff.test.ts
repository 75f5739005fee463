import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLORS } from '../../src/flow-map/diagram-scene.ts';
import { parseDiffArgs } from '../../scripts/flow-map/diff-args.ts';

// `npm run flow:diff` between two commits of this repository: 0022ee6 removed two payment
// transitions no browser can take (decision 0022). The command as npm runs it: this Node, no build.
const BEFORE = '0022ee6^';
const AFTER = '0022ee6';
const out = mkdtempSync(join(tmpdir(), 'zoomies-flow-diff-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const haveHistory = spawnSync('git', ['cat-file', '-e', `${AFTER}^{commit}`]).status === 0;

describe('npm run flow:diff', () => {
  it.runIf(haveHistory)('writes what changed between two commits as Markdown and SVG, ready for a pull request', () => {
    const printed = execFileSync(process.execPath, ['scripts/flow-diff.ts', BEFORE, AFTER, '--out', out], { encoding: 'utf8' });
    expect(printed).toContain('States: 0 added, 0 removed, 0 changed; transitions: 0 added, 2 removed, 0 changed.');
    const markdown = readFileSync(join(out, 'flow-diff.md'), 'utf8');
    expect(markdown).toContain('| 11 · Payment | — | 2 removed |');
    expect(markdown).toContain('| removed | `onboarding.payment.confirming` | `payment.returned` |  | `onboarding.payment.retrievingReturn` | back from the payment redirect |');
    expect(markdown).toContain('| removed | `onboarding.payment.confirming` | `xstate.error.actor.confirmPayment` |');
    expect(markdown).toContain('![What changed, on the applicant\'s journey](flow-diff.svg)');
    // The pictures: the payment step marked on the journey, the removed lines red in the detail.
    const journey = readFileSync(join(out, 'flow-diff.svg'), 'utf8');
    expect(journey).toMatch(new RegExp(`data-state-id="payment"[^>]*aria-label="[^"]*changed inside`));
    const detail = readFileSync(join(out, 'flow-diff-detail.svg'), 'utf8');
    expect(detail).toContain('data-edge-id="before:onboarding.payment.confirming:payment.returned:0"');
    expect(detail).toContain(`stroke="${COLORS.change.removed.stroke}"`);
  }, 120_000);

  it('says which ref names no commit, and writes nothing', () => {
    const run = spawnSync(process.execPath, ['scripts/flow-diff.ts', 'no-such-ref-anywhere', '--out', join(out, 'none')], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("'no-such-ref-anywhere' names no commit of this repository");
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(out, 'none', 'flow-diff.md'))).toBe(false);
  });
});

describe("flow:diff's command line", () => {
  it('takes one or two refs, and --out anywhere; refuses anything else', () => {
    expect(parseDiffArgs(['main'])).toEqual({ refs: ['main'], out: null });
    expect(parseDiffArgs(['0022ee6^', '0022ee6'])).toEqual({ refs: ['0022ee6^', '0022ee6'], out: null });
    expect(parseDiffArgs(['--out', 'x', 'a', 'b'])).toEqual({ refs: ['a', 'b'], out: 'x' });
    expect(parseDiffArgs(['a', '--out', 'x'])).toEqual({ refs: ['a'], out: 'x' });
    for (const wrong of [[], ['a', 'b', 'c'], ['a', '--out'], ['a', '--outside'], ['--out', '--x', 'a']]) expect(parseDiffArgs(wrong), wrong.join(' ')).toBeNull();
  });
});
