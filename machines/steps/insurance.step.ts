import { assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';
import { errorOf } from '../service-error.ts';
import { assignContext, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds } from './loads-what-it-needs.ts';
import type { InsuranceQuote, PricingDetails } from '../../services/contract/insurance.schema.ts';
import {
  isPolicyOptionKey,
  optionValueForToggle,
  coveragesAfterToggle,
  policyOptionsOf,
  selectedAddOnsOf,
  pricingKey,
  addOnPricesOf,
  remainingMs,
} from '../rules/insurance.rules.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';

// Additional services: the 24 h countdown from the signup's last modification, add-on toggles
// (options through the application data, coverages through the quote), pricing cached per quote and
// options, the finalize confirm modal, 'No changes needed'. The pet application is loaded by its own
// id (from the signup) whatever the way in.

export const insuranceActions = {
  storeQuoteCoverages: assignContext(({ context }, quote: InsuranceQuote) => {
    if (!context.petApplication) return {};
    const application = { ...context.petApplication, insurance_quote: quote };
    const pricing = context.pricingCache[pricingKey(quote.id, policyOptionsOf(application))];
    return { petApplication: application, selectedAddOns: selectedAddOnsOf(application), addOnPrices: addOnPricesOf(quote, pricing), outcome: null };
  }),
  cachePricing: assignContext(({ context }, pricing: PricingDetails) => {
    if (!context.petApplication) return {};
    const quote = context.petApplication.insurance_quote;
    const key = pricingKey(quote.id, policyOptionsOf(context.petApplication));
    return { pricingCache: { ...context.pricingCache, [key]: pricing }, addOnPrices: addOnPricesOf(quote, pricing) };
  }),
  tickCountdown: assignContext(({ context }) => ({ countdownRemainingMs: remainingMs(context.countdownDeadline, Date.now()) })),
  chooseAlternatePayment: assignContext({ usedAlternatePaymentMethod: true }),
  chooseCardPayment: assignContext({ usedAlternatePaymentMethod: false, alternatePhone: null }),
};

export const insuranceGuards = {
  isPolicyOptionToggle: ({ event }: GuardArgs) => event.type === 'user.toggleAddOn' && isPolicyOptionKey(event.key),
  hasCachedPricing: ({ context }: GuardArgs) =>
    !!context.petApplication && pricingKey(context.petApplication.insurance_quote.id, policyOptionsOf(context.petApplication)) in context.pricingCache,
  hasSelectedAddOns: ({ context }: GuardArgs) => context.selectedAddOns.length > 0,
  isCountdownOver: ({ context }: GuardArgs) => context.countdownDeadline !== null && Date.now() >= context.countdownDeadline,
  /** The card goes on without insurance (no pet application): the Dashboard. */
  hasNoPetApplication: ({ context }: GuardArgs) => context.petApplication === null,
};

const s = baseSetup.extend({ actions: insuranceActions, guards: insuranceGuards });

const application = (context: OnboardingContext) => {
  if (!context.petApplication) throw new Error('additional services: no pet application loaded');
  return context.petApplication;
};

const optionInput = ({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) => {
  assertEvent(event, 'user.toggleAddOn');
  const app = application(context);
  const field = isPolicyOptionKey(event.key) ? event.key : 'coinsurance';
  return { applicationId: app.id, field, value: optionValueForToggle(app.insurance_quote, field, event.on, event.value) ?? app.data[field] };
};
const coveragesInput = ({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) => {
  assertEvent(event, 'user.toggleAddOn');
  const quote = application(context).insurance_quote;
  return { quoteId: quote.id, coverages: coveragesAfterToggle(quote, event.key, event.on) };
};

export const additionalServicesState = s.createStateConfig({
  id: 'additionalServices',
  description: "Tunes the pet's insurance with add-ons within the 24-hour window, then finalizes it.",
  route: { guard: 'hasOrigination' },
  meta: meta('additional-services', 'zoomies.card.additional-services', 7),
  initial: 'loading',
  states: {
    ...loadsWhatItNeeds(['signup', 'petApplication'], 'checkingPolicy'),
    checkingPolicy: {
      always: [
        { guard: 'hasNoPetApplication', target: '#dashboard' },
        // Configured before (another device, Back): the flow is done.
        { guard: 'isPolicyConfigured', target: '#welcome' },
        { target: 'ready' },
      ],
    },
    ready: {
      type: 'parallel',
      states: {
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              always: { guard: 'isCountdownOver', target: 'over', actions: 'tickCountdown' },
              after: { COUNTDOWN_TICK: { target: 'ticking', reenter: true, actions: 'tickCountdown' } },
              on: { 'app.resumed': { target: 'ticking', reenter: true, actions: 'tickCountdown' } },
            },
            // The window is over: the policy is finalized with standard coverage.
            over: {},
          },
        },
        panel: {
          initial: 'pricing',
          states: {
            idle: {
              on: {
                'user.toggleAddOn': [{ guard: 'isPolicyOptionToggle', target: 'settingOption' }, { target: 'settingCoverages' }],
                'user.finalize': 'confirming',
                // The alternate payment path: the same payment step, with a phone number.
                'user.useAlternatePayment': { guard: 'hasSelectedAddOns', target: '#payment', actions: 'chooseAlternatePayment' },
                'user.noChanges': 'configuring',
              },
            },
            settingOption: {
              tags: 'busy',
              invoke: {
                id: 'setPolicyOption',
                src: 'setPolicyOption',
                input: optionInput,
                onDone: { target: 'pricing', actions: { type: 'storePetApplication', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
            settingCoverages: {
              tags: 'busy',
              invoke: {
                id: 'setCoverages',
                src: 'setCoverages',
                input: coveragesInput,
                onDone: { target: 'pricing', actions: { type: 'storeQuoteCoverages', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
            pricing: {
              always: [{ guard: 'hasCachedPricing', target: 'idle' }, { target: 'fetchingPricing' }],
            },
            fetchingPricing: {
              invoke: {
                id: 'fetchPricing',
                src: 'fetchPricing',
                input: ({ context }) => ({ quoteId: application(context).insurance_quote.id, options: policyOptionsOf(application(context)) }),
                onDone: { target: 'idle', actions: { type: 'cachePricing', params: ({ event }) => event.output } },
                // The quote's own prices stay shown.
                onError: { target: 'idle' },
              },
            },
            // The confirm modal: with add-ons it warns that this is the last chance.
            confirming: {
              on: {
                'user.cancel': 'idle',
                'user.confirm': [{ guard: 'hasSelectedAddOns', target: '#payment', actions: 'chooseCardPayment' }, { target: 'configuring' }],
              },
            },
            configuring: {
              tags: 'busy',
              invoke: {
                id: 'configurePolicy',
                src: 'configurePolicy',
                input: ({ context }) => ({ quoteId: application(context).insurance_quote.id, usedAlternatePaymentMethod: false }),
                onDone: { target: '#welcome', actions: 'markPolicyConfigured' },
                onError: { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
  },
});
