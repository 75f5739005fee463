import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type * as LiveChannel from './live-channel.ts';

// The running flow's side of the flow map's live channel (src/app/live-channel.ts), loaded on
// its own when the flow starts: it is product owners' and testers' tooling, so it stays out of the
// applicant's screens. What the flow publishes before it has loaded waits, in order and with its
// time, so the map and the end-to-end recorder still see every step from the first.

type LiveChannelModule = typeof LiveChannel;
type Send = (live: LiveChannelModule, channel: BroadcastChannel) => void;

export interface LiveFlowChannel {
  publishSnapshot(snapshot: AnyMachineSnapshot, event: EventObject | null): void;
  publishTransitions(keys: string[]): void;
  close(): void;
}

/** `current` answers a map that opens later and says hello. */
export function openLiveFlowChannel(current: () => { snapshot: AnyMachineSnapshot; event: EventObject | null }): LiveFlowChannel {
  let waiting: Send[] | null = [];
  let closed = false;
  let stop = () => {};
  const send = (message: Send) => {
    if (waiting) waiting.push(message);
  };
  let deliver = send;

  void import('./live-channel.ts').then((live) => {
    const channel = closed ? null : live.openFlowChannel();
    const queued = waiting ?? [];
    waiting = null;
    if (!channel) return;
    deliver = (message) => message(live, channel);
    for (const message of queued) deliver(message);
    const unsubscribe = live.subscribe((message) => {
      if (message.type !== 'hello') return;
      const { snapshot, event } = current();
      live.publishSnapshot(channel, snapshot, event);
    }, channel);
    stop = () => {
      unsubscribe();
      channel.close();
    };
  });

  return {
    publishSnapshot(snapshot, event) {
      const at = Date.now();
      deliver((live, channel) => channel.postMessage(live.snapshotMessage(snapshot, event, at)));
    },
    publishTransitions(keys) {
      const at = Date.now();
      deliver((live, channel) => live.publishTransitions(channel, keys, at));
    },
    close() {
      closed = true;
      waiting = null;
      deliver = () => {};
      stop();
    },
  };
}
