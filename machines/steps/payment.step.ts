import { assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { assignContext, given, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
import type { PlanPurchase } from '../../services/contract/insurance.schema.ts';
import { isSubmitOf } from '../submitted-values.ts';
import { failureOf, errorOf } from '../service-error.ts';
import { paymentFailureProperties } from '../rules/payment.rules.ts';
import type { ConfirmPaymentOutput, OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';
import { E164Phone } from '../../services/contract/common.schema.ts';

// Payment for the add-ons: create the plan purchase, confirm the card setup, complete the purchase
// (re-fetch on failure), configure the policy, then welcome. On the alternate payment path the phone
// is first stored for the signed-in user (registerPhone), before the card: a phone that cannot be
// stored stops there, nothing charged. A 410 (already purchased: paid on another device, or before a
// reload) still configures the policy first unless it is configured already: the server sends an
// applicant whose policy was never configured back to the add-on page.

/** The phone of a Pay on the alternate path, when it is one the contract takes (E.164). */
function alternatePhoneOf(event: OnboardingEvent): string | null {
  if (!isSubmitOf(event, 'payment')) return null;
  const parsed = E164Phone.safeParse(event.values.phone);
  return parsed.success ? parsed.data : null;
}

export const paymentActions = {
  storePurchase: assignContext((_, purchase: PlanPurchase) => ({ planPurchase: purchase, outcome: null })),
  /**
   * The purchase as it stands, not paid: a declined card stays said. Restored after a reload, the
   * page reads the purchase again, and the server's word on the card is unchanged: the applicant sees
   * why the form is back (decision 0074). Choosing another period clears it.
   */
  storeOpenPurchase: assignContext(({ context }, purchase: PlanPurchase) => ({
    planPurchase: purchase,
    outcome: context.outcome?.code === 'paymentFailed' ? context.outcome : null,
  })),
  /** Restored after a reload: a declined card is still the server's word; any other outcome was of the moment before. */
  keepOnlyADecline: assignContext(({ context }) => ({ outcome: context.outcome?.code === 'paymentFailed' ? context.outcome : null })),
  storePaymentMethodOfPurchase: assignContext((_, purchase: PlanPurchase) => ({ paymentMethod: purchase.payment_method })),
  /** After a failed completion: the fresh purchase, and the completion's outcome stays shown. */
  storeRefetchedPurchase: assignContext((_, purchase: PlanPurchase) => ({ planPurchase: purchase })),
  markAlreadyPurchased: assignContext({ alreadyPurchased: true }),
  storePaymentMethod: assignContext((_, confirmed: ConfirmPaymentOutput) => ({ paymentMethod: confirmed.paymentMethod, outcome: null })),
  /** The provider's message (a declined card) or the server's, shown under the payment form. */
  storePaymentFailure: assignContext((_, message: string | null) => ({ outcome: { code: 'paymentFailed', message } })),
  storeAlternatePhone: assignContext(({ event }) => ({ alternatePhone: alternatePhoneOf(event), outcome: null })),
  storePaymentReturn: assignContext(({ event }) => {
    assertEvent(event, 'payment.returned');
    return { paymentReturn: { clientSecret: event.clientSecret } };
  }),
  clearPaymentReturn: assignContext({ paymentReturn: null }),
  choosePaymentPeriod: assignContext(({ event }) => {
    assertEvent(event, 'user.choosePaymentPeriod');
    // Another purchase: what was said of the last one goes.
    return { paymentPeriod: event.period, outcome: null };
  }),
};

export const paymentGuards = {
  isCardPayment: ({ context }: GuardArgs) => !context.usedAlternatePaymentMethod,
  /** The alternate path's Pay: with the phone the form completed (+1 and ten digits). */
  hasAlternatePhone: ({ event }: GuardArgs) => alternatePhoneOf(event) !== null,
  /** The server already holds this phone for this user: stored, the payment goes on. */
  isPhoneRegistered: (_: GuardArgs, error: unknown) => failureOf(error).code === 'phone_exists',
  /** Paid once: after the purchase or the policy configuration the route is refused. */
  isPurchaseOpen: ({ context }: GuardArgs) => context.originationId !== null && !context.alreadyPurchased && !context.policyConfigured,
  /** Succeeded with a stored payment method: complete without re-entering payment. */
  isPurchasePaid: (_: GuardArgs, purchase: PlanPurchase) => purchase.status === 'succeeded' && !!purchase.payment_method,
  isAlreadyPurchased: (_: GuardArgs, error: unknown) => failureOf(error).status === 410,
  /** The card setup succeeded and names the payment method the completion is sent (without one it cannot complete). */
  isSetupSucceeded: (_: GuardArgs, confirmed: ConfirmPaymentOutput) => confirmed.status === 'succeeded' && confirmed.paymentMethod !== null,
  /**
   * A card confirmed for the purchase, and the page's data there: a link to the post-payment page
   * while the step reads its data again (after a reload) waits for it, or the page would wait for a
   * pet application nobody reads.
   */
  hasPaymentMethod: ({ context }: GuardArgs) => context.paymentMethod !== null && context.planPurchase !== null && context.petApplication !== null && context.signup !== null,
  /** A payment redirect came back and its SetupIntent is still to be read. */
  hasPaymentReturn: ({ context }: GuardArgs) => context.paymentReturn != null && context.planPurchase !== null,
};

const s = baseSetup.extend({ actions: paymentActions, guards: paymentGuards });

/** Signed out on this page, the applicant comes back to it (the purchase is read again on the way in). */
const PAYMENT_ROUTE = 'onboard.card.PaymentRedirect';

const messageOf = ({ event }: { event: { error: unknown } }) => failureOf(event.error).message;

/**
 * payment_failure with the provider's error type, code, decline code, message, param and the related
 * ids (a declined card), or our API's code and message (a confirmation or completion that failed).
 */
const trackPaymentFailure = {
  type: 'track',
  params: ({ context, event }: { context: OnboardingContext; event: { error?: unknown; output?: ConfirmPaymentOutput } }) => ({
    kind: 'track' as const,
    name: 'payment_failure',
    properties: {
      ...paymentFailureProperties({
        error: event.output?.error ?? (event.output?.message ? { type: 'api_error', message: event.output.message } : null),
        failure: event.error === undefined ? null : failureOf(event.error),
        setupIntentId: event.output?.setupIntentId ?? null,
        paymentMethodId: event.output ? event.output.paymentMethod : context.paymentMethod,
        purchase: context.planPurchase,
      }),
    },
  }),
} as const;

const paymentState = s.createStateConfig({
  id: 'payment',
  description: 'Pays for the chosen add-ons by card (or the alternate payment path), then configures the policy.',
  route: { guard: 'isPurchaseOpen' },
  meta: stepMeta('payment'),
  initial: 'loading',
  on: {
    // The return from a payment redirect may arrive while the purchase is still loading: kept until it is there.
    'payment.returned': { actions: 'storePaymentReturn' },
    // A reload while Pay was on its way restores the form from before the press: the page reads the
    // pet application and the purchase again, so it shows what the server holds, paid or not; a
    // declined card stays said (decision 0074).
    'app.resumed': { target: '#payment', reenter: true, actions: ['dropHeldData', 'keepOnlyADecline'] },
  },
  states: {
    ...loadsWhatItNeeds(STEPS.payment.needs, 'checkingApplication'),
    // A card with no pet application has no insurance to pay for (a link to this page, say): the
    // Dashboard, as the add-on page does ("quiz goes to Dashboard if a pet decline reason exists").
    checkingApplication: {
      always: [{ guard: 'hasNoPetApplication', target: '#dashboard' }, { target: 'creatingPurchase' }],
    },
    creatingPurchase: {
      tags: 'loading',
      invoke: {
        id: 'createPlanPurchase',
        src: 'createPlanPurchase',
        input: ({ context }) => ({ applicationId: given(context.petApplication).id, paymentPeriod: context.paymentPeriod }),
        onDone: [
          {
            guard: { type: 'isPurchasePaid', params: ({ event }) => event.output },
            target: 'completing',
            actions: [{ type: 'storePurchase', params: ({ event }) => event.output }, { type: 'storePaymentMethodOfPurchase', params: ({ event }) => event.output }],
          },
          { target: 'entering', actions: { type: 'storeOpenPurchase', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isAlreadyPurchased', params: errorOf }, target: 'alreadyPurchased', actions: 'markAlreadyPurchased' },
          sessionEnded(PAYMENT_ROUTE),
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    failed: {
      tags: 'loadFailed',
      on: { 'user.retry': 'creatingPurchase', 'user.back': '#additionalServices' },
    },
    alreadyPurchased: {
      always: [{ guard: 'isPolicyConfigured', target: '#welcome' }, { target: 'configuringPurchased' }],
    },
    // Paid, never configured: the quote is the pet application's (no purchase was returned).
    configuringPurchased: {
      tags: 'busy',
      invoke: {
        id: 'configurePurchasedPolicy',
        src: 'configurePolicy',
        input: ({ context }) => ({ quoteId: given(context.petApplication).insurance_quote.id, usedAlternatePaymentMethod: context.usedAlternatePaymentMethod }),
        onDone: { target: '#welcome', actions: 'markPolicyConfigured' },
        onError: [sessionEnded(PAYMENT_ROUTE), { target: 'failed', actions: { type: 'storeFailure', params: errorOf } }],
      },
    },
    entering: {
      always: { guard: 'hasPaymentReturn', target: 'retrievingReturn' },
      on: {
        'user.choosePaymentPeriod': { target: 'creatingPurchase', actions: 'choosePaymentPeriod' },
        // The alternate path stores its phone first; without one (the form waits for it) Pay is not taken.
        'user.submit': [
          { guard: 'isCardPayment', target: 'confirming', actions: 'clearOutcome' },
          { guard: 'hasAlternatePhone', target: 'registeringPhone', actions: 'storeAlternatePhone' },
        ],
        'user.back': '#additionalServices',
      },
    },
    registeringPhone: {
      tags: 'busy',
      invoke: {
        id: 'registerPhone',
        src: 'registerPhone',
        input: ({ context }) => ({ phoneNumber: given(context.alternatePhone) }),
        onDone: { target: 'confirming' },
        onError: [
          { guard: { type: 'isPhoneRegistered', params: errorOf }, target: 'confirming' },
          sessionEnded(PAYMENT_ROUTE),
          { target: 'entering', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ purchaseId: given(context.planPurchase).id, clientSecret: given(context.planPurchase).client_secret }),
        onDone: [
          { guard: { type: 'isSetupSucceeded', params: ({ event }) => event.output }, target: 'completing', actions: { type: 'storePaymentMethod', params: ({ event }) => event.output } },
          { target: 'entering', actions: [{ type: 'storePaymentFailure', params: ({ event }) => event.output.message ?? null }, trackPaymentFailure] },
        ],
        // No onError: the confirmation answers every failure (a decline, a form not ready, the provider
        // unreachable) as a `failed` result (PaymentConfirmation.confirm never rejects; decision 0022).
      },
      // No 'payment.returned' here: a redirect (3-D Secure) leaves the page, and the return is a new
      // page load on the payment route, which enters the step again from its loads; the step keeps the
      // return and `entering` reads it (decision 0022).
    },
    retrievingReturn: {
      tags: 'busy',
      invoke: {
        id: 'retrievePaymentReturn',
        src: 'retrievePaymentReturn',
        input: ({ context }) => ({ clientSecret: given(context.paymentReturn).clientSecret }),
        onDone: [
          {
            guard: { type: 'isSetupSucceeded', params: ({ event }) => event.output },
            target: 'completing',
            actions: [{ type: 'storePaymentMethod', params: ({ event }) => event.output }, 'clearPaymentReturn'],
          },
          { target: 'entering', actions: [{ type: 'storePaymentFailure', params: ({ event }) => event.output.message ?? null }, trackPaymentFailure, 'clearPaymentReturn'] },
        ],
        onError: [sessionEnded(PAYMENT_ROUTE), { target: 'entering', actions: [{ type: 'storePaymentFailure', params: messageOf }, trackPaymentFailure, 'clearPaymentReturn'] }],
      },
    },
    completing: {
      id: 'postPayment',
      tags: 'busy',
      route: { guard: 'hasPaymentMethod' },
      meta: stepMeta('postPayment'),
      invoke: {
        id: 'completePurchase',
        src: 'completePurchase',
        input: ({ context }) => ({
          purchaseId: given(context.planPurchase).id,
          paymentMethod: given(context.paymentMethod),
          paymentPeriod: context.paymentPeriod,
        }),
        onDone: { target: 'configuring', actions: { type: 'storePurchase', params: ({ event }) => event.output } },
        // Completion failure while paying shows the thrown error's message.
        onError: [sessionEnded(PAYMENT_ROUTE), { target: 'refetching', actions: [{ type: 'storePaymentFailure', params: messageOf }, trackPaymentFailure] }],
      },
    },
    refetching: {
      tags: 'busy',
      invoke: {
        id: 'refetchPurchase',
        src: 'refetchPurchase',
        input: ({ context }) => ({ purchaseId: given(context.planPurchase).id }),
        onDone: { target: 'entering', actions: { type: 'storeRefetchedPurchase', params: ({ event }) => event.output } },
        onError: [sessionEnded(PAYMENT_ROUTE), { target: 'entering' }],
      },
    },
    configuring: {
      tags: 'busy',
      invoke: {
        id: 'configurePolicy',
        src: 'configurePolicy',
        input: ({ context }) => ({ quoteId: given(context.planPurchase).insurance_quote, usedAlternatePaymentMethod: context.usedAlternatePaymentMethod }),
        onDone: { target: '#welcome', actions: 'markPolicyConfigured' },
        onError: [sessionEnded(PAYMENT_ROUTE), { target: 'entering', actions: { type: 'storeFailure', params: errorOf } }],
      },
    },
  },
});

const welcomeState = s.createStateConfig({
  id: 'welcome',
  description: 'The welcome page at the end of the flow.',
  route: {},
  meta: stepMeta('welcome'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('welcome') },
  states: {
    ...loadsWhatItNeeds(STEPS.welcome.needs, 'shown'),
    shown: { on: { 'user.continue': '#dashboard' } },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const paymentStates = {
  payment: paymentState,
  welcome: welcomeState,
};
