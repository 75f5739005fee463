// A signed-in visitor's start screen first looks up their applications (a loading state) before the
// machine knows whether they belong on the form or on their application. The hand-over decides from
// the screen the flow shows, so it waits until then: the first screen, with what the person typed,
// stays meanwhile, instead of a loading view taking its place and the typing being lost.
// Written against the actor's own subscribe, not xstate's `waitFor`: this file is part of the first
// screen, which must not carry the xstate runtime (its size budget).

/** How long the hand-over waits for the flow's first loads before deciding anyway. */
const FLOW_SETTLE_MS = 10_000;

interface TaggedSnapshot {
  hasTag(tag: string): boolean;
}

interface SettlingActor {
  getSnapshot(): TaggedSnapshot;
  subscribe(next: (snapshot: TaggedSnapshot) => void): { unsubscribe(): void };
}

export function untilSettled(actor: SettlingActor, timeoutMs = FLOW_SETTLE_MS): Promise<void> {
  const settled = (snapshot: TaggedSnapshot) => !snapshot.hasTag('loading');
  if (settled(actor.getSnapshot())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const subscription = actor.subscribe((snapshot) => {
      if (settled(snapshot)) done();
    });
  });
}
