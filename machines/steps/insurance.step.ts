import { and, assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { errorOf, failureOf } from '../service-error.ts';
import { isStepAlreadyDone } from '../rules/failure.rules.ts';
import { assignContext, given, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
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
  firstChangedOption,
  standardCoverages,
} from '../rules/insurance.rules.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';

// Additional services: the countdown of FINALIZE_WINDOW_MS from the signup's last modification, add-on toggles
// (options through the application data, coverages through the quote), pricing cached per quote and
// options, the finalize confirm modal, 'No changes needed' (which first deselects any add-on: no
// changes means the standard coverage). Once the window is over the policy is finalized (by the
// server's job): the page shows it so and offers no more changes. The pet application is loaded by
// its own id (from the signup) whatever the way in.

export const insuranceActions = {
  storeQuoteCoverages: assignContext(({ context }, quote: InsuranceQuote) => {
    const application = { ...given(context.petApplication), insurance_quote: quote };
    const pricing = context.pricingCache[pricingKey(quote.id, policyOptionsOf(application))];
    return { petApplication: application, selectedAddOns: selectedAddOnsOf(application), addOnPrices: addOnPricesOf(quote, pricing), outcome: null };
  }),
  cachePricing: assignContext(({ context }, pricing: PricingDetails) => {
    const application = given(context.petApplication);
    const quote = application.insurance_quote;
    const key = pricingKey(quote.id, policyOptionsOf(application));
    return { pricingCache: { ...context.pricingCache, [key]: pricing }, addOnPrices: addOnPricesOf(quote, pricing) };
  }),
  tickCountdown: assignContext(({ context }) => ({ countdownRemainingMs: remainingMs(context.countdownDeadline, Date.now()) })),
  /** Which add-on's Add or Remove is being saved, until it is. */
  markChangingAddOn: assignContext(({ event }) => {
    assertEvent(event, 'user.toggleAddOn');
    return { changingAddOn: event.key };
  }),
  forgetChangingAddOn: assignContext({ changingAddOn: null }),
  /**
   * Each visit reads the pet application again: a save whose answer reached no page (Back while it
   * saved, then a reload) may have been stored (decisions 0059, 0061).
   */
  readPetApplicationAgain: assignContext({ petApplication: null, changingAddOn: null, outcome: null }),
  chooseAlternatePayment: assignContext({ usedAlternatePaymentMethod: true }),
  chooseCardPayment: assignContext({ usedAlternatePaymentMethod: false, alternatePhone: null }),
  /** A refused configuration: the screen says, in its words, that it did not go through (never the server's 409 text). */
  markConfigureFailed: assignContext({ outcome: { code: 'failed' } }),
};

export const insuranceGuards = {
  isPolicyOptionToggle: ({ event }: GuardArgs) => {
    assertEvent(event, 'user.toggleAddOn');
    return isPolicyOptionKey(event.key);
  },
  hasCachedPricing: ({ context }: GuardArgs) =>
    !!context.petApplication && pricingKey(context.petApplication.insurance_quote.id, policyOptionsOf(context.petApplication)) in context.pricingCache,
  hasSelectedAddOns: ({ context }: GuardArgs) => context.selectedAddOns.length > 0,
  /** The alternate path's phone is stored for the signed-in user: a visitor who is not signed in pays by card. */
  isSignedIn: ({ context }: GuardArgs) => context.isLoggedIn,
  hasChangedOption: ({ context }: GuardArgs) => !!context.petApplication && firstChangedOption(context.petApplication) !== null,
  hasAddOnCoverages: ({ context }: GuardArgs) =>
    !!context.petApplication && standardCoverages(context.petApplication.insurance_quote).length !== context.petApplication.insurance_quote.coverages.length,
  /** 409: the policy is configured already (here, with an answer lost on the way): its coverage no longer changes. */
  isPolicyAlreadyConfigured: (_: GuardArgs, error: unknown) => isStepAlreadyDone(failureOf(error)),
  /** The deadline came with the pet application, which the page loaded before it counts down. */
  isCountdownOver: ({ context }: GuardArgs) => Date.now() >= given(context.countdownDeadline),
};

const s = baseSetup.extend({ actions: insuranceActions, guards: insuranceGuards });

const application = (context: OnboardingContext) => given(context.petApplication);

const optionInput = ({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) => {
  assertEvent(event, 'user.toggleAddOn');
  const app = application(context);
  const field = isPolicyOptionKey(event.key) ? event.key : 'coinsurance';
  return { applicationId: app.id, field, value: optionValueForToggle(app.insurance_quote, field, event.on, event.value) ?? app.data[field] };
};
const restoreOptionInput = ({ context }: { context: OnboardingContext }) => {
  const app = application(context);
  const changed = given(firstChangedOption(app));
  return { applicationId: app.id, field: changed.field, value: changed.value };
};
const coveragesInput = ({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) => {
  assertEvent(event, 'user.toggleAddOn');
  const quote = application(context).insurance_quote;
  return { quoteId: quote.id, coverages: coveragesAfterToggle(quote, event.key, event.on) };
};

/**
 * An add-on change that failed: an ended session signs in (decision 0063); the policy configured
 * already (its answer lost on the way) goes on where the application stands (decision 0059); any
 * other failure stays, with what happened.
 */
const changeRefused = [
  sessionEnded('zoomies.card.additional-services'),
  { guard: { type: 'isPolicyAlreadyConfigured', params: errorOf }, target: '#resume' },
  { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
] as const;

const additionalServicesState = s.createStateConfig({
  id: 'additionalServices',
  description: "Tunes the pet's insurance with add-ons within the 24-hour window, then finalizes it.",
  route: { guard: 'hasOrigination' },
  meta: stepMeta('additionalServices'),
  initial: 'loading',
  // Each visit reads the pet application again: a change whose answer reached no page (Back while it
  // saved, then a reload) may be stored (decision 0059). Restored after a reload: what the server
  // holds is read again (the countdown restarts from its deadline with it); a save the reload cut off
  // shows as the server stored it, or not at all (decision 0074).
  entry: 'readPetApplicationAgain',
  on: { 'app.resumed': readsAgainAfterReload('additionalServices') },
  states: {
    ...loadsWhatItNeeds(STEPS.additionalServices.needs, 'checkingPolicy'),
    checkingPolicy: {
      always: [
        { guard: 'hasNoPetApplication', target: '#dashboard' },
        // After the window the page shows the finalized policy, however it was finalized.
        { guard: 'isCountdownOver', target: 'finalized', actions: 'tickCountdown' },
        // Configured before (another device, Back): the flow is done.
        { guard: 'isPolicyConfigured', target: '#welcome' },
        { target: 'ready' },
      ],
    },
    // "Without changes the policy is finalized in 24 hours with standard coverage": the server's job
    // does it; the page reads the application again to show what was finalized, and offers no changes.
    finalized: {
      tags: 'policyFinalized',
      initial: 'refreshing',
      states: {
        refreshing: {
          tags: 'busy',
          invoke: {
            id: 'refreshFinalizedApplication',
            src: 'loadPetApplication',
            input: ({ context }) => ({ applicationId: application(context).id }),
            onDone: { target: 'shown', actions: { type: 'storePetApplication', params: ({ event }) => event.output } },
            // What the page holds stays shown: the window is over either way.
            onError: [sessionEnded('zoomies.card.additional-services'), { target: 'shown' }],
          },
        },
        shown: { on: { 'user.continue': '#welcome' } },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              // The window is over: whatever the panel was doing, the policy is finalized.
              always: { guard: 'isCountdownOver', target: '#additionalServices.finalized', actions: 'tickCountdown' },
              after: { COUNTDOWN_TICK: { target: 'ticking', reenter: true, actions: 'tickCountdown' } },
            },
          },
        },
        panel: {
          initial: 'pricing',
          states: {
            idle: {
              entry: 'forgetChangingAddOn',
              on: {
                'user.toggleAddOn': [
                  { guard: 'isPolicyOptionToggle', target: 'settingOption', actions: 'markChangingAddOn' },
                  { target: 'settingCoverages', actions: 'markChangingAddOn' },
                ],
                'user.finalize': 'confirming',
                // The alternate payment path: the same payment step, with a phone number.
                'user.useAlternatePayment': { guard: and(['hasSelectedAddOns', 'isSignedIn']), target: '#payment', actions: 'chooseAlternatePayment' },
                // No changes: the standard coverage, so any add-on chosen is deselected first.
                'user.noChanges': 'restoringStandard',
              },
            },
            restoringStandard: {
              tags: 'busy',
              always: [
                { guard: 'hasChangedOption', target: 'restoringOption' },
                { guard: 'hasAddOnCoverages', target: 'restoringCoverages' },
                { target: 'configuring' },
              ],
            },
            restoringOption: {
              tags: 'busy',
              invoke: {
                id: 'restoreDefaultOption',
                src: 'setPolicyOption',
                input: restoreOptionInput,
                onDone: { target: 'restoringStandard', actions: { type: 'storePetApplication', params: ({ event }) => event.output } },
                onError: [sessionEnded('zoomies.card.additional-services'), { target: 'idle', actions: { type: 'storeFailure', params: errorOf } }],
              },
            },
            restoringCoverages: {
              tags: 'busy',
              invoke: {
                id: 'restoreStandardCoverages',
                src: 'setCoverages',
                input: ({ context }) => ({ quoteId: application(context).insurance_quote.id, coverages: standardCoverages(application(context).insurance_quote) }),
                onDone: { target: 'restoringStandard', actions: { type: 'storeQuoteCoverages', params: ({ event }) => event.output } },
                onError: [sessionEnded('zoomies.card.additional-services'), { target: 'idle', actions: { type: 'storeFailure', params: errorOf } }],
              },
            },
            settingOption: {
              tags: 'busy',
              invoke: {
                id: 'setPolicyOption',
                src: 'setPolicyOption',
                input: optionInput,
                onDone: { target: 'pricing', actions: { type: 'storePetApplication', params: ({ event }) => event.output } },
                onError: changeRefused,
              },
            },
            settingCoverages: {
              tags: 'busy',
              invoke: {
                id: 'setCoverages',
                src: 'setCoverages',
                input: coveragesInput,
                onDone: { target: 'pricing', actions: { type: 'storeQuoteCoverages', params: ({ event }) => event.output } },
                onError: changeRefused,
              },
            },
            pricing: {
              entry: 'forgetChangingAddOn',
              always: [{ guard: 'hasCachedPricing', target: 'idle' }, { target: 'fetchingPricing' }],
            },
            // No change is taken meanwhile (the page disables Add and Remove and says prices are updating).
            fetchingPricing: {
              tags: 'pricing',
              invoke: {
                id: 'fetchPricing',
                src: 'fetchPricing',
                input: ({ context }) => ({ quoteId: application(context).insurance_quote.id, options: policyOptionsOf(application(context)) }),
                onDone: { target: 'idle', actions: { type: 'cachePricing', params: ({ event }) => event.output } },
                // The quote's own prices stay shown.
                onError: [sessionEnded('zoomies.card.additional-services'), { target: 'idle' }],
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
                onError: [
                  // 409: not configurable as it stands (paid add-ons chosen meanwhile, say).
                  { guard: { type: 'isNotYet', params: errorOf }, target: 'idle', actions: 'markConfigureFailed' },
                  sessionEnded('zoomies.card.additional-services'),
                  { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const insuranceStates = {
  additionalServices: additionalServicesState,
};
