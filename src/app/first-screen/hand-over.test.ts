import { describe, expect, it, vi } from 'vitest';
import { startHandOver } from './hand-over.ts';
import type { HandOverOptions, LoadedFlow } from './hand-over.ts';
import type { FrameIntent, FrameSource } from '../frame/frame-source.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

// When the flow loads, and what happens when it has come: the frame switches to the machine's props
// at once (the screen stays mounted, so nothing typed is at risk), an intent made before goes to the
// machine if it shows the same screen and would take it, and the flow loads at the first quiet
// moment without waiting for an interaction.

const OFFER: FirstScreenPage = { screen: 'offer-start', offerId: null };
const SUBMIT: FrameIntent = { type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550100', dob: '01-15' } };

function fakeFlow(screen = 'offer-start', accepts = true) {
  const events: string[] = [];
  const source = { Body: null, Extras: null } as unknown as FrameSource;
  const flow: LoadedFlow = { screen, accepts: () => accepts, send: (intent) => void events.push(`send ${intent.type}`), source };
  return { flow, events, source };
}

function harness(page: FirstScreenPage, loadFlow: () => Promise<LoadedFlow>, events: string[], { interactedBefore = false } = {}) {
  let idle: (() => void) | null = null;
  let touch: (() => void) | null = null;
  const onLoadFailed = vi.fn();
  const options: HandOverOptions = {
    page,
    loadFlow: vi.fn(loadFlow),
    switchTo: () => void events.push('switch to the machine'),
    onLoadFailed,
    whenIdle: (start) => {
      idle = start;
    },
    onFirstInteraction: (callback) => {
      if (interactedBefore) {
        callback();
        return () => {};
      }
      touch = callback;
      return () => {
        touch = null;
      };
    },
  };
  const handOver = startHandOver(options);
  return { handOver, options, onLoadFailed, idle: () => idle?.(), touch: () => touch?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hand-over from the first screen to the flow', () => {
  it('loads the flow when the browser is idle, and switches without an interaction', async () => {
    // Issue 34: on an applicant's page a signed-in applicant's redirect and the shell's documents
    // waited for a tap (the flow loaded on the first interaction only).
    const { flow, events } = fakeFlow();
    const h = harness(OFFER, async () => flow, events);
    expect(events).toEqual([]);
    h.idle();
    await settle();
    expect(events).toEqual(['switch to the machine']);
    expect(h.options.loadFlow).toHaveBeenCalledTimes(1);
  });

  it('loads the flow on a first interaction that comes before the idle moment, once', async () => {
    const { flow, events } = fakeFlow();
    const h = harness(OFFER, async () => flow, events);
    h.touch();
    await settle();
    // Not waiting for their Next: the same screen stays, only its props change.
    expect(events).toEqual(['switch to the machine']);
    h.idle();
    await settle();
    expect(h.options.loadFlow).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['switch to the machine']);
  });

  it('counts an interaction before the scripts came: the flow loads at once', async () => {
    const { flow, events } = fakeFlow();
    const h = harness(OFFER, async () => flow, events, { interactedBefore: true });
    await settle();
    expect(h.options.loadFlow).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['switch to the machine']);
  });

  it('gives the machine a Next pressed while the flow loaded, before the switch, once', async () => {
    const { flow, events } = fakeFlow();
    const h = harness(OFFER, async () => flow, events);
    h.handOver.intent(SUBMIT);
    h.touch();
    await settle();
    expect(events).toEqual(['send user.submit', 'switch to the machine']);
    expect(h.options.loadFlow).toHaveBeenCalledTimes(1);
  });

  it('does not replay an intent when the flow is on another screen (a returning applicant)', async () => {
    const { flow, events } = fakeFlow('verify-partner');
    const h = harness(OFFER, async () => flow, events);
    h.handOver.intent(SUBMIT);
    await settle();
    expect(events).toEqual(['switch to the machine']);
  });

  it('does not send an intent the machine would not take', async () => {
    const { flow, events } = fakeFlow('offer-start', false);
    const h = harness(OFFER, async () => flow, events);
    h.handOver.intent(SUBMIT);
    await settle();
    expect(events).toEqual(['switch to the machine']);
  });

  it('says so when the flow cannot load for an intent, and tries again on the next one', async () => {
    const { flow, events } = fakeFlow();
    let fail = true;
    const h = harness(
      OFFER,
      async () => {
        if (fail) throw new Error('offline');
        return flow;
      },
      events,
    );
    h.handOver.intent(SUBMIT);
    await settle();
    expect(h.onLoadFailed).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
    fail = false;
    h.handOver.intent(SUBMIT);
    await settle();
    expect(h.options.loadFlow).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['send user.submit', 'switch to the machine']);
  });
});
