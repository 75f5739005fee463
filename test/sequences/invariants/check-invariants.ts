import type { Screen } from '../../../machines/steps/step-declarations.ts';
import type { SequenceWorld } from '../app/sequence-world.ts';
import { enabledControlsAreTaken } from './enabled-controls-are-taken.ts';
import { everyStateHasAWayOn } from './way-on.ts';
import { pageAgreesWithServer } from './agrees-with-server.ts';
import { urlMapsBack } from './url-maps-back.ts';
import { noStrayActors } from './no-stray-actors.ts';
import { noUnhandledError } from './no-unhandled-error.ts';
import { alreadyDoneGoesOn } from './already-done-goes-on.ts';
import { endedSessionSignsIn } from './ended-session-signs-in.ts';

// The invariants a sequence checks after every command; each returns what is wrong, or null.

/** What the page was before the command: the invariants about answers compare with it. */
export interface Before {
  screen: Screen | null;
  /** How many answers the page had taken in. */
  seen: number;
  /** Which page load it was (a reload starts another). */
  page: number;
}

export type Invariant = (world: SequenceWorld, before: Before) => string | null;

const INVARIANTS: Record<string, Invariant> = {
  'no unhandled error': noUnhandledError,
  'an enabled control is taken': enabledControlsAreTaken,
  'every state has a way on': everyStateHasAWayOn,
  'the page agrees with the server': pageAgreesWithServer,
  'the URL maps back to the state': urlMapsBack,
  'no actor runs where no state invoked it': noStrayActors,
  'a step already done goes on': alreadyDoneGoesOn,
  'an ended session leads to sign-in': endedSessionSignsIn,
};

export class InvariantBroken extends Error {
  override name = 'InvariantBroken';
}

/** Throws the first invariant broken, unless the world passes over it (a replay passes over the other known defects). */
export function checkInvariants(world: SequenceWorld, before: Before): void {
  for (const [name, invariant] of Object.entries(INVARIANTS)) {
    const problem = invariant(world, before);
    const message = problem && `${name}: ${problem}`;
    if (message && !world.passesOver(message)) throw new InvariantBroken(message);
  }
}
