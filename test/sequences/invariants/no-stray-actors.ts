import type { AnyActorRef, AnyStateNode } from 'xstate';
import type { Invariant } from './check-invariants.ts';

/** Every running child is a call of a state that is active now (or analytics, spawned and forgotten). */
export const noStrayActors: Invariant = (world) => {
  const snapshot = world.snapshot();
  const invoked = new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.invoke.map((definition) => definition.id)));
  const stray = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>).filter(
    ([id, child]) => child && child.getSnapshot().status === 'active' && !invoked.has(id) && child.src !== 'trackEvent',
  );
  return stray.length === 0 ? null : `${stray.map(([id]) => id).join(', ')} still running in ${JSON.stringify(snapshot.value)}, which did not invoke it`;
};
