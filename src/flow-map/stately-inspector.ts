import type { AnyStateMachine } from 'xstate';
import type { SnapshotMessage } from '../app/live-channel.ts';

// The standard Stately inspector, attached on demand from the map (never required, needs to be
// online). The machine runs in the applicant's tab, so the map forwards what it receives on the flow
// channel: the machine's definition once, then each snapshot and event.

export interface AttachedInspector {
  forward(message: SnapshotMessage): void;
  stop(): void;
}

const ACTOR_ID = 'zoomies-flow';

export async function attachStatelyInspector(machine: AnyStateMachine, current: SnapshotMessage | null): Promise<AttachedInspector> {
  // Loaded only when asked for: the map works without it, and it opens a window to stately.ai.
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  inspector.actor(ACTOR_ID, { status: 'active', value: current?.value }, { definition: JSON.stringify(machine.config, safeReplacer) });
  const forward = (message: SnapshotMessage): void => {
    if (message.event) inspector.event(ACTOR_ID, message.event);
    inspector.snapshot(ACTOR_ID, { status: 'active', value: message.value }, message.event ? { event: message.event } : {});
  };
  return { forward, stop: () => inspector.stop() };
}

// Guards and actions may be functions; the inspector needs JSON.
function safeReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? (value as { name?: string }).name || 'inline' : value;
}
