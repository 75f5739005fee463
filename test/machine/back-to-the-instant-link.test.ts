import { describe, it, expect, vi } from 'vitest';
import { useModelClock } from './step-test-kit.ts';
import { startFlow, settle } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectShell } from '../../screens/shell/flow-shell.selector.ts';
import { apiError, petChallenge } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Back from the pet page to the instant-link page (issue 33, "Back to a finished step"; decision
// 0075). A new user on a phone opened the texted link in the same tab, reached the pet page, pressed
// Back: the instant-link page sent the link again by itself, the server refused it (429, one link
// per 30 s) and the page showed "Please wait 20 seconds before requesting a new link." that nobody
// asked for. The link was opened: the phone is verified, the flow holds the proof, and the route to
// the page that sends the link is refused (the flow stays where it is).

useModelClock();

describe('Back to the instant-link page of a link already opened', () => {
  it('goes on where the application stands, sending no link and showing no link page', async () => {
    const flow = startFlow(
      {
        loadChallenge: async () => ({ ...petChallenge, next: 'zoomies.card.about' }),
        validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
        loadApplicationSummary: async () => ({ id: 'orig-1', next: 'zoomies.card.about', created: '', phone_number: '+15125550100' }),
        sendInstantLink: () => Promise.reject(apiError(429, 'Please wait 20 seconds before requesting a new link.', 'too_many_requests')),
      },
      { originationId: 'orig-1' },
    );
    // Where the redeemed link leads (src/app/instant-link.ts): the pet page's address.
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
    await settle();
    expect(flow.actor.getSnapshot().matches('about')).toBe(true);

    const shown: string[] = [];
    flow.actor.subscribe((snapshot) => {
      const screen = selectShell(snapshot).meta?.screen;
      if (screen && shown.at(-1) !== screen) shown.push(screen);
    });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/instalink' });
    await vi.advanceTimersByTimeAsync(1000);

    expect(flow.callsOf('sendInstantLink')).toHaveLength(0);
    expect(shown).not.toContain('instalink');
    expect(flow.actor.getSnapshot().matches('about')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/about');
  });
});

describe('The instant-link page, opened without the proof, of a link already opened', () => {
  it('hears "already verified" and goes on where the application stands (Back reloaded the page)', async () => {
    // A reload drops the held proof (decision 0074): the page sends, and the server answers 409.
    const flow = startFlow(
      {
        sendInstantLink: () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order')),
        loadApplicationSummary: async () => ({ id: 'orig-1', next: 'zoomies.card.about', created: '', phone_number: '+15125550100' }),
        loadChallenge: async () => ({ ...petChallenge, next: 'zoomies.card.about' }),
        validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
      },
      { originationId: 'orig-1' },
    );
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/instalink' });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.callsOf('sendInstantLink')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches('about')).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toBeNull();
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/about');
  });
});
