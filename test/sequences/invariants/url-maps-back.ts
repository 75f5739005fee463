import { currentMeta, matchUrl, stateIdForRoute, urlForSnapshot } from '../../../machines/route-table.ts';
import type { Invariant } from './check-invariants.ts';

/** The URL the app shows for the state names that state in the route table. */
export const urlMapsBack: Invariant = (world) => {
  const snapshot = world.snapshot();
  const meta = currentMeta(snapshot);
  const url = urlForSnapshot(snapshot);
  if (!meta || url === null) return null;
  const expected = meta.screen === 'signin' ? 'signin' : meta.route ? stateIdForRoute(meta.route) : null;
  const found = matchUrl(url)?.stateId ?? null;
  return found === expected ? null : `the page's URL ${url} names ${found ?? 'no state'}, the machine shows ${expected ?? meta.screen}`;
};
