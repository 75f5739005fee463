import { describe, it, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { useModelClock } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { restoreSnapshot, resumeAfterRestore, serializeSnapshot } from '../../machines/persistence.ts';
import type { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { currentMeta } from '../../machines/route-table.ts';
import { routeTo } from '../../machines/steps/step-kit.ts';
import { selectPayment } from '../../screens/payment/payment.selector.ts';
import { apiError, challenge, petApplication, preDecisionSignups, purchase } from '../../src/flow-map/machine-model/model-fixtures.ts';

// The payment step's survivors of the `flows` report of 2026-11-29 (docs/mutation.md): what the form
// says after a retry and after a reload, and the post-payment link while the page reads its data
// again. In a file of its own, so the tests that report ran stay as recorded.

useModelClock();

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

const PAYMENT_LINK = '/onboard/card/orig-1/payment/quote-1';

const approvedCard: Services = {
  fetchSignup: async () => preDecisionSignups.approved,
  loadPetApplication: async () => petApplication(),
  listDocuments: async () => [],
  listApplications: async () => [],
  loadChallenge: async () => challenge,
  createPlanPurchase: async () => purchase(),
};

/** The flow on the payment page of an approved card, its loads answered. */
async function atThePaymentPage(services: Services) {
  const flow = startFlow({ ...approvedCard, ...services }, { originationId: 'orig-1' });
  flow.actor.send({ type: 'nav.location', url: PAYMENT_LINK });
  await settle();
  await settle();
  return flow;
}

/** Saves the flow as the app does, stops it, and restores it (the app's reload) against the server as it is now. */
function reloaded(flow: Awaited<ReturnType<typeof atThePaymentPage>>, services: Services) {
  const saved = serializeSnapshot(flow.actor);
  flow.actor.stop();
  const again = startFlow(services, {}, restoreSnapshot<OnboardingSnapshot>(saved));
  resumeAfterRestore(again.actor);
  return again;
}

describe('the payment form after Try again', () => {
  it('the purchase created on the second try: the form shows, without the failure of the first', async () => {
    let tries = 0;
    const flow = await atThePaymentPage({
      createPlanPurchase: async () => (++tries === 1 ? Promise.reject(apiError(409, 'The quote has expired.')) : purchase()),
    });
    expect(flow.actor.getSnapshot().matches({ payment: 'failed' })).toBe(true);
    flow.actor.send({ type: 'user.retry' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ payment: 'entering' })).toBe(true);
    expect(selectPayment(flow.actor.getSnapshot())).toMatchObject({ error: null, failed: false });
  });
});

describe('a reload after a failure that was not a declined card', () => {
  it('the failure of before is forgotten: paid and configured meanwhile, the welcome page holds no outcome', async () => {
    // The card went through; configuring the policy failed, and the form said so.
    const flow = await atThePaymentPage({
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: async () => purchase({ status: 'succeeded', payment_method: 'pm_1' }),
      configurePolicy: () => Promise.reject(apiError(503)),
    });
    flow.actor.send({ type: 'user.submit' });
    for (let i = 0; i < 3; i += 1) await settle();
    expect(flow.actor.getSnapshot().matches({ payment: 'entering' })).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
    // Another tab configured it meanwhile: the purchase is refused (410) and the policy is configured.
    const again = reloaded(flow, {
      ...approvedCard,
      loadPetApplication: async () => petApplication({ policyConfigured: true }),
      createPlanPurchase: () => Promise.reject(apiError(410, 'already purchased', 'already_purchased')),
    });
    for (let i = 0; i < 3; i += 1) await settle();
    expect(currentMeta(again.actor.getSnapshot())?.screen).toBe('welcome');
    expect(again.actor.getSnapshot().context.outcome).toBeNull();
  });
});

describe('the post-payment link while the page reads its data again after a reload', () => {
  it('is refused until the pet application is read: no completion is sent for a page without its data', async () => {
    // A completion that failed: the card's payment method is held, and the form is back.
    const flow = await atThePaymentPage({
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: () => Promise.reject(apiError(500, 'boom', 'server_error')),
      refetchPurchase: async () => purchase(),
    });
    flow.actor.send({ type: 'user.submit' });
    for (let i = 0; i < 3; i += 1) await settle();
    expect(flow.actor.getSnapshot().context.paymentMethod).toBe('pm_1');
    let answerPetApplication: () => void = () => {};
    const again = reloaded(flow, {
      ...approvedCard,
      loadPetApplication: () => new Promise((resolve) => (answerPetApplication = () => resolve(petApplication()))),
      completePurchase: async () => purchase({ status: 'succeeded', payment_method: 'pm_1' }),
    });
    await settle();
    // The signup is read again; the pet application is on its way.
    expect(again.actor.getSnapshot().context.signup).not.toBeNull();
    expect(again.actor.getSnapshot().context.petApplication).toBeNull();
    again.actor.send(routeTo('postPayment'));
    await settle();
    expect(again.callsOf('completePurchase')).toEqual([]);
    answerPetApplication();
    for (let i = 0; i < 3; i += 1) await settle();
    expect(again.actor.getSnapshot().matches({ payment: 'entering' })).toBe(true);
    expect(selectPayment(again.actor.getSnapshot())).toMatchObject({ petName: 'Rex', submitting: false });
    expect(again.callsOf('completePurchase')).toEqual([]);
  });
});
