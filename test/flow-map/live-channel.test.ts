import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FlowChannelMessage, SnapshotMessage } from '../../src/app/live-channel.ts';
import { FLOW_CHANNEL_NAME, parseMessage, publishSnapshot, publishTransitions, sayHello, snapshotMessage, subscribe } from '../../src/app/live-channel.ts';
import { openLiveFlowChannel } from '../../src/app/live-flow-channel.ts';
import { fixtureMachine } from './fixture.machine.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function listen(): { messages: FlowChannelMessage[]; next(): Promise<FlowChannelMessage> } {
  const messages: FlowChannelMessage[] = [];
  let waiting: ((message: FlowChannelMessage) => void) | null = null;
  cleanups.push(
    subscribe((message) => {
      messages.push(message);
      waiting?.(message);
      waiting = null;
    }, new BroadcastChannel(FLOW_CHANNEL_NAME)),
  );
  return {
    messages,
    next: () => new Promise((resolve) => (waiting = resolve)),
  };
}

const machine = fixtureMachine.provide({
  actors: { checkPhone: fromPromise<{ ok: boolean }, { phone: string }>(async () => ({ ok: true })) },
});

describe('live channel', () => {
  it('publishes a snapshot as the active state ids, the value and the event type only', async () => {
    const map = listen();
    const actor = createActor(machine).start();
    cleanups.push(() => actor.stop());
    const sender = new BroadcastChannel(FLOW_CHANNEL_NAME);
    cleanups.push(() => sender.close());

    const received = map.next();
    publishSnapshot(sender, actor.getSnapshot(), { type: 'user.submit', phone: '5125550100' } as never);
    const message = (await received) as SnapshotMessage;
    expect(message.type).toBe('snapshot');
    expect(message.stateIds).toEqual(['fixture', 'start']);
    expect(message.value).toBe('start');
    // The typed phone number never leaves the applicant's tab.
    expect(message.event).toEqual({ type: 'user.submit' });
    expect(typeof message.at).toBe('number');
  });

  it("the flow tab's side: publishes each step with its event, in order from before it loaded, and answers a hello", async () => {
    const actor = createActor(machine).start();
    cleanups.push(() => actor.stop());
    const map = listen();
    let lastEvent: { type: string } | null = null;
    const flowTab = openLiveFlowChannel(() => ({ snapshot: actor.getSnapshot(), event: lastEvent }));
    cleanups.push(() => flowTab.close());
    // Published before the channel's module has loaded: it waits, and arrives first.
    flowTab.publishSnapshot(actor.getSnapshot(), null);
    actor.send({ type: 'user.submit', phone: '5125550100' });
    lastEvent = { type: 'user.submit' };
    flowTab.publishSnapshot(actor.getSnapshot(), { type: 'user.submit', phone: '5125550100' } as never);
    flowTab.publishTransitions(['start:user.submit:0']);

    await expect.poll(() => map.messages.length).toBe(3);
    expect(map.messages[0]).toMatchObject({ type: 'snapshot', stateIds: ['fixture', 'start'], event: null });
    // The typed phone number never leaves the applicant's tab.
    expect(map.messages[1]).toMatchObject({ type: 'snapshot', stateIds: ['fixture', 'fixture.verifying'], event: { type: 'user.submit' } });
    expect(map.messages[2]).toMatchObject({ type: 'transitions', keys: ['start:user.submit:0'] });

    // A map opened later says hello: the flow tab answers with where it is now.
    await expect.poll(() => actor.getSnapshot().matches({ details: 'pet' })).toBe(true);
    const mapChannel = new BroadcastChannel(FLOW_CHANNEL_NAME);
    cleanups.push(() => mapChannel.close());
    const heard = map.messages.length;
    sayHello(mapChannel);
    await expect
      .poll(() => map.messages.slice(heard).find((message) => message.type === 'snapshot'))
      .toMatchObject({ type: 'snapshot', stateIds: ['fixture', 'fixture.details', 'pet'], event: { type: 'user.submit' } });

    // Closed, it publishes nothing more.
    flowTab.close();
    const before = map.messages.length;
    flowTab.publishTransitions(['late']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(map.messages.length).toBe(before);
  });

  it('reads the active states from the state value, for resolved and restored snapshots too', () => {
    const resolved = fixtureMachine.resolveState({ value: { details: 'owner' }, context: { phone: '', income: 0, approved: false } });
    expect(snapshotMessage(resolved, null).stateIds).toEqual(['fixture', 'fixture.details', 'owner']);
    const actor = createActor(machine).start();
    actor.send({ type: 'user.submit', phone: '5125550100' });
    const restored = createActor(machine, { snapshot: actor.getPersistedSnapshot() as never }).getSnapshot();
    actor.stop();
    expect(snapshotMessage(restored, null).stateIds).toEqual(['fixture', 'fixture.verifying']);
  });

  it('carries the transitions a step took', async () => {
    const map = listen();
    const sender = new BroadcastChannel(FLOW_CHANNEL_NAME);
    cleanups.push(() => sender.close());
    publishTransitions(sender, []);
    publishTransitions(sender, ['pet:user.submit:0'], 5);
    await expect.poll(() => map.messages).toEqual([{ type: 'transitions', keys: ['pet:user.submit:0'], at: 5 }]);
    expect(parseMessage({ type: 'transitions', keys: ['a', 1] })).toMatchObject({ type: 'transitions', keys: ['a'] });
  });

  it('ignores malformed messages', () => {
    expect(parseMessage(null)).toBeNull();
    expect(parseMessage({ type: 'snapshot' })).toBeNull();
    expect(parseMessage({ type: 'other' })).toBeNull();
    expect(parseMessage({ type: 'snapshot', stateIds: ['a', 3], value: 'a', event: { type: 5 } })).toMatchObject({ stateIds: ['a'], event: null });
  });

  it('does nothing without a channel', () => {
    const actor = createActor(machine).start();
    expect(() => publishSnapshot(null, actor.getSnapshot(), null)).not.toThrow();
    actor.stop();
  });
});
