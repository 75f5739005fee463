import { describe, expect, it, vi } from 'vitest';
import { startHandOver } from './hand-over.ts';
import type { Flow, HandOverOptions } from './hand-over.ts';
import type { FirstScreenIntent } from './first-screen.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

// When the first screen gives the page to the flow: at once while the applicant has not touched it,
// at their next intent once they have, at once when the flow is elsewhere (never replaying an intent
// there), and never by itself on applicants' pages.

const OFFER: FirstScreenPage = { screen: 'offer-start', offerId: null, flowStart: 'on-interaction' };
const SUBMIT: FirstScreenIntent = { type: 'user.submit', values: { phoneNumber: '+15125550100', dob: '01-15' } };

function fakeFlow(screen = 'offer-start', accepts = true) {
  const events: string[] = [];
  const flow: Flow = {
    screen,
    accepts: () => accepts,
    send: (intent) => void events.push(`send ${intent.type}`),
    takeOver: () => void events.push('take over'),
  };
  return { flow, events };
}

function harness(page: FirstScreenPage, loadFlow: () => Promise<Flow>, { typedBefore = false } = {}) {
  let idle: (() => void) | null = null;
  let touch: (() => void) | null = null;
  const onLoadFailed = vi.fn();
  const options: HandOverOptions = {
    page,
    loadFlow: vi.fn(loadFlow),
    onLoadFailed,
    whenIdle: (start) => {
      idle = start;
    },
    onFirstInteraction: (callback) => {
      if (typedBefore) {
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

/** Loaded once and touched: what they type stays theirs until their intent, which the machine then gets. */
async function expectItWaitsForTheirIntent(h: ReturnType<typeof harness>, events: string[]) {
  expect(h.options.loadFlow).toHaveBeenCalledTimes(1);
  expect(events).toEqual([]);
  h.handOver.intent(SUBMIT);
  await settle();
  expect(events).toEqual(['send user.submit', 'take over']);
}

describe('the hand-over from the first screen to the flow', () => {
  it('does not load the flow by itself on an applicant page: only when they start to interact', async () => {
    const { flow, events } = fakeFlow();
    const h = harness(OFFER, async () => flow);
    h.idle();
    await settle();
    expect(h.options.loadFlow).not.toHaveBeenCalled();
    h.touch();
    await settle();
    await expectItWaitsForTheirIntent(h, events);
  });

  it('loads the flow when idle on pages that ask for it, and takes over at once while untouched', async () => {
    const { flow, events } = fakeFlow();
    const h = harness({ ...OFFER, flowStart: 'at-once' }, async () => flow);
    h.idle();
    await settle();
    expect(events).toEqual(['take over']);
    // The first screen is still on the page until the flow's render commits: its Next goes to the
    // machine at once, not lost and not a second hand-over.
    h.handOver.intent(SUBMIT);
    await settle();
    expect(events).toEqual(['take over', 'send user.submit']);
    expect(h.options.loadFlow).toHaveBeenCalledTimes(1);
  });

  it('counts typing before the scripts came as touched: the flow loads, and waits for their intent', async () => {
    const { flow, events } = fakeFlow();
    const h = harness({ ...OFFER, flowStart: 'at-once' }, async () => flow, { typedBefore: true });
    h.idle();
    await settle();
    await expectItWaitsForTheirIntent(h, events);
  });

  it('takes over at once when the flow is on another screen, without replaying the intent there', async () => {
    const { flow, events } = fakeFlow('verify-partner');
    const h = harness(OFFER, async () => flow);
    h.handOver.intent(SUBMIT);
    await settle();
    expect(events).toEqual(['take over']);
    // Nor an offer-page intent made while the flow's other screen renders.
    h.handOver.intent(SUBMIT);
    await settle();
    expect(events).toEqual(['take over']);
  });

  it('does not send an intent the machine would not take', async () => {
    const { flow, events } = fakeFlow('offer-start', false);
    const h = harness(OFFER, async () => flow);
    h.handOver.intent(SUBMIT);
    await settle();
    expect(events).toEqual(['take over']);
  });

  it('says so when the flow cannot load for an intent, and tries again on the next one', async () => {
    const { flow, events } = fakeFlow();
    let fail = true;
    const h = harness(OFFER, async () => {
      if (fail) throw new Error('offline');
      return flow;
    });
    h.handOver.intent(SUBMIT);
    await settle();
    expect(h.onLoadFailed).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
    fail = false;
    h.handOver.intent(SUBMIT);
    await settle();
    expect(h.options.loadFlow).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['send user.submit', 'take over']);
  });
});
