import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { SequenceWorld } from './app/sequence-world.ts';
import { STARTS } from './app/starts.ts';
import { checkInvariants } from './invariants/check-invariants.ts';
import { sequenceCommands } from './sequence-commands.ts';
import { sequenceReport, type FailedSequence } from './sequence-report.ts';
import { toleratedDefect } from './known-defects.ts';

// Generated sequences on the machine (issue 33, DESIGN decision 19): from a start, an applicant's
// commands in any order (the page's enabled controls, Back, Forward, reload, the session ending)
// while the simulated server answers each call as the sequence says, through fast-check's scheduler.
// Every invariant is checked after every command; a failure shrinks to its shortest sequence and
// prints it with the seed to replay (docs/sequences.md).
//
// SEQUENCE_RUNS sets the number of runs (the default fits `npm test`); SEQUENCE_SEED and
// SEQUENCE_PATH replay one (`npm run test:sequences -- --seed <n> --path <p>`).

const RUNS = Number(process.env.SEQUENCE_RUNS ?? 400);
const MAX_COMMANDS = Number(process.env.SEQUENCE_MAX_COMMANDS ?? 40);
const SEED = process.env.SEQUENCE_SEED ? Number(process.env.SEQUENCE_SEED) : undefined;
const PATH = process.env.SEQUENCE_PATH || undefined;

beforeAll(() => {
  vi.useFakeTimers();
});
/** Runs that ended on a known defect, by its id. */
const knownDefectRuns = new Map<string, number>();
afterAll(() => {
  vi.useRealTimers();
  for (const [id, runs] of knownDefectRuns) console.warn(`sequences: known defect "${id}" met in ${runs} run(s), not failed (known-defects.ts)`);
});

describe('generated sequences on the machine', () => {
  it(`hold every invariant (${SEED === undefined ? `${RUNS} runs` : `replaying seed ${SEED}`})`, { timeout: Math.max(60_000, RUNS * 2_000) }, async () => {
    let failed: FailedSequence | null = null;
    const property = fc.asyncProperty(fc.scheduler(), fc.constantFrom(...STARTS), sequenceCommands(MAX_COMMANDS), async (scheduler, start, commands) => {
      const world = new SequenceWorld(scheduler, start);
      const met = new Set<string>();
      // A known defect is counted and passed over: the run goes on looking for others.
      world.passesOver = (problem) => {
        const known = toleratedDefect(problem, world.log);
        if (known) met.add(known.id);
        return known !== null;
      };
      try {
        await world.settle();
        checkInvariants(world, { screen: null, seen: 0, page: 0 });
        await fc.asyncModelRun(() => ({ model: { world }, real: world }), commands);
      } catch (error) {
        failed = { start: start.name, lines: [...world.log], problem: error instanceof Error ? error.message : String(error) };
        throw error;
      } finally {
        for (const id of met) knownDefectRuns.set(id, (knownDefectRuns.get(id) ?? 0) + 1);
        world.dispose();
        vi.clearAllTimers();
      }
    });
    const details = await fc.check(property, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), ...(PATH === undefined ? {} : { path: PATH }) });
    expect(details.failed, details.failed ? sequenceReport(details, failed) : '').toBe(false);
  });
});
