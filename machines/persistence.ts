import type { AnyActorRef, AnyMachineSnapshot, Snapshot } from 'xstate';

// Saving and restoring the onboarding snapshot (DESIGN decision 3). Pure functions: the app passes
// the string to its storage. A snapshot saved by another version is discarded, never migrated
// blindly. Timers are not restored by XState (statelyai/xstate#5331): after
// `createActor(machine, { snapshot }).start()` send `RESUME_EVENT` so the polls and the countdown
// resume from their absolute deadlines (or report the time-out).

/** Bump when states or context change shape: older saved snapshots are then discarded. */
export const SNAPSHOT_VERSION = 6;

const RESUME_EVENT = { type: 'app.resumed' } as const;

interface Envelope {
  version: number;
  savedAt: number;
  snapshot: unknown;
}

/**
 * Whether the app saves this snapshot. Not while a running call holds what must not or cannot be
 * kept (the SSN, a file on its way: `sensitive`), nor while the applicant's own call is on its way
 * (`busy`): restored, XState would send that call again, and a reload cuts it off anyway. The
 * snapshot from before the press stays saved; restored, the step reads what the server holds
 * (decision 0061).
 */
export function isWorthSaving(snapshot: Pick<AnyMachineSnapshot, 'hasTag'>): boolean {
  return !snapshot.hasTag('sensitive') && !snapshot.hasTag('busy');
}

/** The actor's persisted snapshot as a versioned JSON string. */
export function serializeSnapshot(actor: Pick<AnyActorRef, 'getPersistedSnapshot'>, savedAt: number = Date.now()): string {
  const envelope: Envelope = { version: SNAPSHOT_VERSION, savedAt, snapshot: actor.getPersistedSnapshot() };
  return JSON.stringify(envelope);
}

/**
 * The snapshot to pass to `createActor(machine, { snapshot })`, or undefined when there is nothing
 * usable: no string, bad JSON, another version, or a finished or failed flow.
 */
export function restoreSnapshot<TSnapshot extends Snapshot<unknown> = Snapshot<unknown>>(json: string | null | undefined): TSnapshot | undefined {
  if (!json) return undefined;
  let envelope: Partial<Envelope>;
  try {
    envelope = JSON.parse(json) as Partial<Envelope>;
  } catch {
    return undefined;
  }
  if (envelope?.version !== SNAPSHOT_VERSION) return undefined;
  const snapshot = envelope.snapshot as { status?: string; value?: unknown } | undefined;
  if (!snapshot || typeof snapshot !== 'object' || snapshot.status !== 'active' || snapshot.value === undefined) return undefined;
  return snapshot as unknown as TSnapshot;
}

/** After starting a restored actor: let the machine restart what timers drove. */
export function resumeAfterRestore(actor: Pick<AnyActorRef, 'send'>): void {
  actor.send(RESUME_EVENT);
}
