import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { apiError, petApplication, preDecisionSignups, pricing, purchase } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The payment page (onboard.card.PaymentRedirect) of an approved card with a paid add-on.

const pending = () => new Promise<never>(() => {});
const pay: OnboardingEvent = { type: 'user.submit', form: 'payment', values: { phone: null } };
const card = {
  fetchSignup: async () => preDecisionSignups.approved,
  loadPetApplication: async () => petApplication({ coinsurance: 90 }),
  createPlanPurchase: async (input: { paymentPeriod: 'annual' | 'monthly' }) => purchase({ payment_period: input.paymentPeriod }),
};
const payment = (services: Services, events: OnboardingEvent[] = []) =>
  snapshotAt('/onboard/card/orig-1/payment/quote-1', { ...card, ...services }, events, { originationId: 'orig-1' });

export const paymentAt = {
  annual: state(() => payment({})),
  monthly: state(() => payment({}, [{ type: 'user.choosePaymentPeriod', period: 'monthly' }])),
  completing: state(() => payment({ confirmPayment: pending }, [pay])),
  /** The card was set up, and the purchase failed on the server with its words. */
  completionFailed: state(() =>
    payment({ confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }), completePurchase: async () => Promise.reject(apiError(400, 'The purchase could not be completed. Please try again.', 'invalid')), refetchPurchase: async () => purchase() }, [pay]),
  ),
  /** Signed in, with an add-on, the applicant chose to pay another way: the phone is asked. */
  alternatePayment: state(() =>
    snapshotAt(
      '/onboard/card/orig-1/additional-services',
      { ...card, loadPetApplication: async () => petApplication({ coinsurance: 90, finalizationDeadline: new Date(Date.now() + 3_600_000).toISOString() }), fetchPricing: async () => pricing },
      [{ type: 'user.useAlternatePayment' }],
      { originationId: 'orig-1', tokens: { access: 'a', refresh: 'r' } },
    ),
  ),
};
