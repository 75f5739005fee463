import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { activeStateIds } from './active-states.ts';

// The protocol between the applicant's tab (which runs the machine) and the flow map (which draws
// it), over a BroadcastChannel of the same browser. The flow tab publishes every snapshot with the
// event that led to it; a map that opens says `hello` and the flow tab answers with its current
// snapshot. Messages are plain data (structured clone): no functions, no actor refs.

export const FLOW_CHANNEL_NAME = 'zoomies-flow';

export interface SnapshotMessage {
  type: 'snapshot';
  /** Every active state node id, ancestors included (the flow map's node ids). */
  stateIds: string[];
  value: unknown;
  event: { type: string } | null;
  at: number;
}

export interface HelloMessage {
  type: 'hello';
}

/** The transitions a step took, by the flow map's edge ids (`<source id>:<event | always>:<index>`). */
export interface TransitionsMessage {
  type: 'transitions';
  keys: string[];
  at: number;
}

export type FlowChannelMessage = SnapshotMessage | HelloMessage | TransitionsMessage;

/** A channel, or null where BroadcastChannel does not exist (old browsers, some test environments). */
export function openFlowChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOW_CHANNEL_NAME);
}

export function snapshotMessage(snapshot: AnyMachineSnapshot, event: EventObject | null, at = Date.now()): SnapshotMessage {
  return {
    type: 'snapshot',
    stateIds: activeStateIds(snapshot),
    // Through JSON so a value is always cloneable.
    value: JSON.parse(JSON.stringify(snapshot.value ?? null)) as unknown,
    // Only the type: payloads can hold what the applicant typed, and the map needs the name.
    event: event ? { type: event.type } : null,
    at,
  };
}

/** The flow tab's one call per snapshot. Does nothing without a channel. */
export function publishSnapshot(channel: BroadcastChannel | null, snapshot: AnyMachineSnapshot, event: EventObject | null): void {
  channel?.postMessage(snapshotMessage(snapshot, event));
}

/** The flow tab reports the transitions of a step, so the map can light up the lines taken. */
export function publishTransitions(channel: BroadcastChannel | null, keys: string[], at = Date.now()): void {
  if (keys.length > 0) channel?.postMessage({ type: 'transitions', keys, at } satisfies TransitionsMessage);
}

/** A new map asks the flow tab to send its current snapshot again. */
export function sayHello(channel: BroadcastChannel | null): void {
  channel?.postMessage({ type: 'hello' } satisfies HelloMessage);
}

/**
 * Listens on the flow channel; returns the unsubscribe function. Malformed messages are ignored. The
 * channel is opened here unless one is given (tests pass their own).
 */
export function subscribe(onMessage: (message: FlowChannelMessage) => void, channel: BroadcastChannel | null = openFlowChannel()): () => void {
  if (!channel) return () => {};
  const listener = (event: MessageEvent): void => {
    const message = parseMessage(event.data);
    if (message) onMessage(message);
  };
  channel.addEventListener('message', listener);
  return () => {
    channel.removeEventListener('message', listener);
    channel.close();
  };
}

export function parseMessage(data: unknown): FlowChannelMessage | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (record.type === 'hello') return { type: 'hello' };
  if (record.type === 'transitions' && Array.isArray(record.keys)) {
    return {
      type: 'transitions',
      keys: record.keys.filter((key): key is string => typeof key === 'string'),
      at: typeof record.at === 'number' ? record.at : Date.now(),
    };
  }
  if (record.type !== 'snapshot' || !Array.isArray(record.stateIds)) return null;
  const event = record.event as { type?: unknown } | null | undefined;
  return {
    type: 'snapshot',
    stateIds: record.stateIds.filter((id): id is string => typeof id === 'string'),
    value: record.value,
    event: event && typeof event.type === 'string' ? { type: event.type } : null,
    at: typeof record.at === 'number' ? record.at : Date.now(),
  };
}
