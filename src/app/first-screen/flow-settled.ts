import { waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';

// A signed-in visitor's start screen first looks up their applications (a loading state) before the
// machine knows whether they belong on the form or on their application. The hand-over decides from
// the screen the flow shows, so it waits until then: the first screen, with what the person typed,
// stays meanwhile, instead of a loading view taking its place and the typing being lost.

/** How long the hand-over waits for the flow's first loads before deciding anyway. */
export const FLOW_SETTLE_MS = 10_000;

export async function untilSettled(actor: AnyActorRef, timeoutMs = FLOW_SETTLE_MS): Promise<void> {
  await waitFor(actor, (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('loading'), { timeout: timeoutMs }).catch(() => undefined);
}
