import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';
import type { OnboardingContext } from '../onboarding.types.ts';

// Payment for the add-ons: create the plan purchase (410: already purchased → welcome), confirm the
// card setup, complete the purchase (re-fetch on failure), configure the policy, then welcome.

const purchase = (context: OnboardingContext) => context.planPurchase!;

export const paymentState = s.createStateConfig({
  id: 'payment',
  description: 'Pays for the chosen add-ons by card (or the alternate payment path), then configures the policy.',
  // Paid once: after the purchase or the policy configuration the route is refused.
  route: { guard: 'isPurchaseOpen' },
  meta: meta('payment', 'onboard.card.PaymentRedirect', 7),
  initial: 'creatingPurchase',
  states: {
    creatingPurchase: {
      invoke: {
        id: 'createPlanPurchase',
        src: 'createPlanPurchase',
        input: ({ context }) => ({ applicationId: context.petApplication?.id ?? '', paymentPeriod: context.paymentPeriod }),
        onDone: [
          // Succeeded with a stored payment method: complete without re-entering payment.
          { guard: 'isPurchasePaid', target: 'completing', actions: ['storePurchase', 'storePaymentMethodOfPurchase'] },
          { target: 'entering', actions: 'storePurchase' },
        ],
        onError: [
          { guard: 'isAlreadyPurchased', target: '#welcome', actions: 'markAlreadyPurchased' },
          { target: 'failed', actions: 'storeError' },
        ],
      },
    },
    failed: {
      on: { 'user.retry': 'creatingPurchase', 'user.back': '#additionalServices' },
    },
    entering: {
      on: {
        'user.choosePaymentPeriod': { target: 'creatingPurchase', actions: 'choosePaymentPeriod' },
        'user.submit': { target: 'confirming', actions: ['clearMessages', 'storeAlternatePhone'] },
        'user.back': '#additionalServices',
      },
    },
    confirming: {
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ purchaseId: purchase(context).id, clientSecret: purchase(context).client_secret }),
        onDone: [
          { guard: 'isSetupSucceeded', target: 'completing', actions: 'storePaymentMethod' },
          { target: 'entering', actions: ['storePaymentFailure', 'trackPaymentFailure'] },
        ],
        onError: { target: 'entering', actions: ['storePaymentFailure', 'trackPaymentFailure'] },
      },
    },
    completing: {
      id: 'postPayment',
      route: { guard: 'hasPaymentMethod' },
      meta: meta('payment', 'PostPayment', 7),
      invoke: {
        id: 'completePurchase',
        src: 'completePurchase',
        input: ({ context }) => ({
          purchaseId: purchase(context).id,
          paymentMethod: context.paymentMethod ?? '',
          paymentPeriod: context.paymentPeriod,
          ...(context.alternatePhone ? { phone: context.alternatePhone } : {}),
        }),
        onDone: { target: 'configuring', actions: 'storePurchase' },
        onError: { target: 'refetching', actions: 'storeError' },
      },
    },
    refetching: {
      invoke: {
        id: 'refetchPurchase',
        src: 'refetchPurchase',
        input: ({ context }) => ({ purchaseId: purchase(context).id }),
        onDone: { target: 'entering', actions: 'storeRefetchedPurchase' },
        onError: { target: 'entering' },
      },
    },
    configuring: {
      invoke: {
        id: 'configurePolicy',
        src: 'configurePolicy',
        input: ({ context }) => ({ quoteId: purchase(context).insurance_quote, usedAlternatePaymentMethod: context.usedAlternatePaymentMethod }),
        onDone: { target: '#welcome', actions: 'markPolicyConfigured' },
        onError: { target: 'entering', actions: 'storeError' },
      },
    },
  },
});

export const welcomeState = s.createStateConfig({
  id: 'welcome',
  description: 'The welcome page at the end of the flow.',
  route: {},
  meta: meta('welcome', 'user.onboard.base', undefined, { slug: 'welcome' }),
  on: { 'user.continue': '#dashboard' },
});
