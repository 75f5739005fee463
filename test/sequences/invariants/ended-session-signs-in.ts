import { currentMeta } from '../../../machines/route-table.ts';
import type { Invariant } from './check-invariants.ts';
import { isResting, whereIs } from './resting.ts';

/** The start screens need no session: their look-up for a signed-in visitor ends on the start form. */
const NEEDS_NO_SESSION = new Set(['offer-start', 'get-started']);

/** An ended session leads to sign-in: a step's call refused because the session ended leaves the page on the sign-in. */
export const endedSessionSignsIn: Invariant = (world, before) => {
  if (before.page !== world.reloads) return null;
  const ended = world.desk.seen.slice(before.seen).filter((answer) => answer.sessionEnded);
  if (ended.length === 0 || !isResting(world) || world.snapshot().matches('signin')) return null;
  const screen = currentMeta(world.snapshot())?.screen;
  if (screen && NEEDS_NO_SESSION.has(screen)) return null;
  return `the session ended (${ended.map((answer) => answer.name).join(', ')} refused, its refresh too), and the page rests in ${whereIs(world)}, not on the sign-in`;
};
