import { currentMeta } from '../../../machines/route-table.ts';
import type { Invariant } from './check-invariants.ts';
import { isResting, whereIs } from './resting.ts';

/**
 * A step already done answers with where the application stands: when the server refused a call
 * because its step is done (409, the phone verified, the details in, the policy configured), the
 * page does not rest on the same screen.
 */
export const alreadyDoneGoesOn: Invariant = (world, before) => {
  if (before.page !== world.reloads) return null;
  const done = world.desk.seen.slice(before.seen).filter((answer) => answer.alreadyDone);
  if (done.length === 0 || !isResting(world)) return null;
  const screen = currentMeta(world.snapshot())?.screen ?? null;
  if (screen !== before.screen) return null;
  return `the server answered ${done.map((answer) => answer.name).join(', ')} "already done", and the page stays on ${screen} (${whereIs(world)})`;
};
