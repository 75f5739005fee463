import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';
import { isPolicyOptionKey, optionValueForToggle, coveragesAfterToggle, policyOptionsOf } from '../rules/insurance.rules.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';

// Additional services: the 24 h countdown from the last modification, add-on toggles (options
// through the application data, coverages through the quote), pricing cached per quote and options,
// the finalize confirm modal, 'No changes needed'.

type Args = { context: OnboardingContext; event: OnboardingEvent };
const application = (context: OnboardingContext) => context.petApplication!;

const optionInput = ({ context, event }: Args) => {
  const app = application(context);
  const field = event.type === 'user.toggleAddOn' && isPolicyOptionKey(event.key) ? event.key : 'coinsurance';
  const on = event.type === 'user.toggleAddOn' ? event.on : false;
  const chosen = event.type === 'user.toggleAddOn' ? event.value : undefined;
  return { applicationId: app.id, field, value: optionValueForToggle(app.insurance_quote, field, on, chosen) ?? app.data[field] };
};
const coveragesInput = ({ context, event }: Args) => {
  const quote = application(context).insurance_quote;
  const key = event.type === 'user.toggleAddOn' ? event.key : '';
  const on = event.type === 'user.toggleAddOn' ? event.on : false;
  return { quoteId: quote.id, coverages: coveragesAfterToggle(quote, key, on) };
};

export const additionalServicesState = s.createStateConfig({
  id: 'additionalServices',
  description: "Tunes the pet's insurance with add-ons within the 24-hour window, then finalizes it.",
  route: { guard: 'hasOrigination' },
  meta: meta('additional-services', 'zoomies.card.additional-services', 7),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPetApplication',
        src: 'loadPetApplication',
        input: ({ context }) => ({ applicationId: context.signup?.pet_application?.id ?? context.originationId ?? '' }),
        onDone: { target: 'ready', actions: 'storePetApplication' },
        onError: { target: 'loadFailed', actions: 'storeError' },
      },
    },
    loadFailed: { on: { 'user.retry': 'loading' } },
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
              invoke: {
                id: 'setPolicyOption',
                src: 'setPolicyOption',
                input: optionInput,
                onDone: { target: 'pricing', actions: 'storePetApplication' },
                onError: { target: 'idle', actions: 'storeError' },
              },
            },
            settingCoverages: {
              invoke: {
                id: 'setCoverages',
                src: 'setCoverages',
                input: coveragesInput,
                onDone: { target: 'pricing', actions: 'storeQuoteCoverages' },
                onError: { target: 'idle', actions: 'storeError' },
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
                onDone: { target: 'idle', actions: 'cachePricing' },
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
              invoke: {
                id: 'configurePolicy',
                src: 'configurePolicy',
                input: ({ context }) => ({ quoteId: application(context).insurance_quote.id, usedAlternatePaymentMethod: false }),
                onDone: { target: '#welcome', actions: 'markPolicyConfigured' },
                onError: { target: 'idle', actions: 'storeError' },
              },
            },
          },
        },
      },
    },
  },
});
