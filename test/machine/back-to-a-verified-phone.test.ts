import { describe, it, expect, vi } from 'vitest';
import { useModelClock, type Flow } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectShell } from '../../screens/shell/flow-shell.selector.ts';
import { apiError, petChallenge, preDecisionSignups } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { RouteName } from '../../services/contract/routes.ts';

// Back to the phone check of a verified phone goes where the application stands at once (DESIGN
// decisions 2 and 19; decisions 0062, 0075). The seeded walks (seed 90): Back from the offer to the
// phone check showed the verify page, which waited its second and asked the partner for a new code
// before hearing "already verified", though the flow held the proof (a challenge is only given for a
// verified phone). Decision 0062 still answers the page opened with nothing held (already-verified.test.ts).

useModelClock();

const prequalified = (next: RouteName): Services => ({
  loadChallenge: async () => ({ ...petChallenge, next }),
  validateOrigination: async () => ({ success: true, next }),
  fetchSignup: async () => preDecisionSignups.prequalified,
  loadApplicationSummary: async () => ({ id: 'orig-1', next, created: '', phone_number: '+15125550100' }),
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

/** On the offer page of a pre-qualified application, the way the applicant came: their details' page, then the offer. */
async function atTheOffer(services: Services = {}) {
  const flow = startFlow({ ...prequalified('zoomies.card.accept-offer'), ...services }, { originationId: 'orig-1' });
  flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/applicant-details' });
  await settle();
  expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
  return flow;
}

describe('Back to the phone check of a verified phone', () => {
  it.each([
    ["the partner's code", '/onboard/card/orig-1/verify', 'startPhoneCheck'],
    ['our own code', '/onboard/card/orig-1/zoomies-verify', 'sendOwnCode'],
  ] as const)('%s: the flow goes on where the application stands at once, never showing the code page or asking for a code (seed 90)', async (_, url, send) => {
    const flow = await atTheOffer({ startPhoneCheck: () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order')) });
    const shown = screensShown(flow);
    flow.actor.send({ type: 'nav.location', url });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.callsOf(send)).toHaveLength(0);
    expect(shown).not.toContain('verify-partner');
    expect(shown).not.toContain('verify-own');
    expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/accept-offer');
  });
});
