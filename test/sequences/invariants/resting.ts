import type { SequenceWorld } from '../app/sequence-world.ts';

/** The page rests: no call of it out, nothing loading, saving or sending (a timer may still tick). */
export function isResting(world: SequenceWorld): boolean {
  const snapshot = world.snapshot();
  return world.desk.liveCallsOut() === 0 && !snapshot.hasTag('loading') && !snapshot.hasTag('busy') && !snapshot.hasTag('sending');
}

/** Where the machine is, for a message: its state value. */
export const whereIs = (world: SequenceWorld): string => JSON.stringify(world.snapshot().value);
