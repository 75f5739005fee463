import fc from 'fast-check';
import { SequenceWorld } from './app/sequence-world.ts';
import { STARTS } from './app/starts.ts';
import { checkInvariants } from './invariants/check-invariants.ts';
import type { SequenceCommand } from './commands/sequence-command.ts';

// A sequence written out (a failure's shrunk form): from a start, each command in turn, every
// invariant checked after each, as the generated runs do. Resolves when every invariant held; throws
// the first broken one, or that a command could not be made (its control not shown). `passOver`
// lets it go on past a broken invariant that is another defect than the one it keeps.

export async function replaySequence(startName: string, commands: readonly SequenceCommand[], options: { passOver?: (problem: string, lines: readonly string[]) => boolean } = {}): Promise<void> {
  const start = STARTS.find((found) => found.name === startName);
  if (!start) throw new Error(`no start named "${startName}"`);
  // One answer travels at a time in these sequences: any order the scheduler picks is that one.
  const [scheduler] = fc.sample(fc.scheduler(), { numRuns: 1, seed: 33 });
  if (!scheduler) throw new Error('no scheduler');
  const world = new SequenceWorld(scheduler, start);
  const passOver = options.passOver;
  if (passOver) world.passesOver = (problem) => passOver(problem, world.log);
  try {
    await world.settle();
    checkInvariants(world, { screen: null, seen: 0, page: 0 });
    for (const command of commands) {
      if (!command.check({ world })) throw new Error(`"${command.toString()}" cannot be made after: ${world.log.join(' / ')}`);
      await command.run({ world }, world);
    }
  } finally {
    world.dispose();
  }
}
