import { describe, it, expect, vi } from 'vitest';
import { useModelClock, type Flow } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectShell } from '../../screens/shell/flow-shell.selector.ts';
import { apiError, petChallenge, preDecisionSignups } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { RouteName } from '../../services/contract/routes.ts';

// The verify step's survivors of the `flows` report of 2026-11-29 (docs/mutation.md): a verified
// phone is known by the challenge or by the signup, each alone. back-to-a-verified-phone.test.ts
// comes back from the offer holding both, so neither was ever the only proof. In a file of its own,
// so the tests that report ran stay as recorded.

useModelClock();

const services = (next: RouteName): Services => ({
  loadChallenge: async () => ({ ...petChallenge, next }),
  validateOrigination: async () => ({ success: true, next }),
  fetchSignup: async () => preDecisionSignups.prequalified,
  loadApplicationSummary: async () => ({ id: 'orig-1', next, created: '', phone_number: '+15125550100' }),
  // Asked anyway, the partner would say the phone is verified already.
  startPhoneCheck: () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order')),
});

/** The screens the flow showed (by the shell's meta), in order, from now on. */
function screensShown(flow: Flow): string[] {
  const shown: string[] = [];
  flow.actor.subscribe((snapshot) => {
    const screen = selectShell(snapshot).meta?.screen;
    if (screen && shown.at(-1) !== screen) shown.push(screen);
  });
  return shown;
}

describe('Back to the phone check, the phone known verified by one proof alone', () => {
  it('the challenge alone (a link to the pet page): on at once, no code page, no code asked for', async () => {
    const flow = startFlow(services('zoomies.card.about'), { originationId: 'orig-1' });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
    await settle();
    expect(flow.actor.getSnapshot().context).toMatchObject({ challenge: { next: 'zoomies.card.about' }, signup: null });
    const shown = screensShown(flow);
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/verify' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(0);
    expect(shown).not.toContain('verify-partner');
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/about');
  });

  it('the signup alone (a link to the offer): on at once, no code page, no code asked for', async () => {
    const flow = startFlow(services('zoomies.card.accept-offer'), { originationId: 'orig-1' });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    expect(flow.actor.getSnapshot().context).toMatchObject({ challenge: null, signup: { id: preDecisionSignups.prequalified.id } });
    const shown = screensShown(flow);
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/verify' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(0);
    expect(shown).not.toContain('verify-partner');
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/accept-offer');
  });
});
