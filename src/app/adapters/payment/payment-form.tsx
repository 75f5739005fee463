import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type {
  KnownBillingDetails,
  MountedPaymentElement,
  PaymentFailureDetails,
  PaymentProvider,
  SetupOutcome,
} from '../../../../services/payment/payment-provider.ts';
import { isCardComplete, toSandboxCard } from '../../../../services/payment/sandbox-card.ts';
import type { PaymentConfirmation } from '../../../../services/payment/payment-confirmation.ts';
import type { CardFormValues } from '../../../../services/payment/sandbox-card.ts';
import type { PaymentFormTexts } from '../../../../screens/payment/payment-form.texts.ts';
import { Button } from '../../../ui/button.tsx';
import { AuthenticationModal } from './authentication-modal.tsx';
import { SandboxCardFields } from './sandbox-card-fields.tsx';
import { StripePaymentElement } from './stripe-payment-element.tsx';

export interface PaymentFormProps {
  provider: PaymentProvider;
  /** The SetupIntent's client secret (from the plan purchase). */
  clientSecret: string;
  /** Billing details already known: hidden from the form. */
  billing: KnownBillingDetails;
  /** The payment redirect route with payment_period and revenue. */
  returnUrl: string;
  payLabel: string;
  /** The form's words, from the payment screen. */
  texts: PaymentFormTexts;
  /** Other conditions of the Pay button (e.g. the phone field is complete). */
  extraComplete?: boolean;
  /** The purchase is being completed after the card was set up. */
  submitting?: boolean;
  /** A message from the server (completion failure), shown under the form. */
  error?: string | null;
  /** Related id for the failure event. */
  planPurchaseId?: string;
  onSucceeded?: (result: { paymentMethodId: string; setupIntentId: string }) => void;
  onPaymentFailure?: (details: PaymentFailureDetails) => void;
  /**
   * Machine-driven mode: Pay calls `onPay` (send the machine's submit), and the machine's
   * confirmPayment service confirms through this bridge. Without it the form confirms on Pay.
   */
  confirmation?: PaymentConfirmation;
  onPay?: () => void;
}

const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

/** The card form of whichever provider is configured, its Pay button and its error. */
// eslint-disable-next-line max-lines-per-function -- The provider's card element and the form around it share its mount and confirmation bridge.
export function PaymentForm(props: PaymentFormProps) {
  const { provider } = props;
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [stripeComplete, setStripeComplete] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [authenticating, setAuthenticating] = useState<string | null>(null);
  const [providerError, setProviderError] = useState<string | null>(null);
  const [triedToPay, setTriedToPay] = useState(false);
  // The message the person has since answered by changing the card: a decline stays on screen while
  // they read it, and goes once they type another card, so the words never describe a card that is
  // no longer in the fields. The next attempt's answer shows again, even in the same words.
  const [answeredMessage, setAnsweredMessage] = useState<string | null>(null);
  const element = useRef<MountedPaymentElement | null>(null);
  // Resolves the confirmation in flight once it is final (after a 3-D Secure answer).
  const finish = useRef<((outcome: SetupOutcome) => void) | null>(null);

  const providerComplete = provider.kind === 'stripe' ? stripeComplete : isCardComplete(card);
  const busy = confirming || Boolean(props.submitting);
  const canPay = providerComplete && (props.extraComplete ?? true) && !busy;

  const settle = (outcome: SetupOutcome) => {
    if (outcome.status === 'requires_action') {
      setAuthenticating(outcome.setupIntentId);
      return;
    }
    setAuthenticating(null);
    finish.current?.(outcome);
    finish.current = null;
    if (outcome.status === 'succeeded') {
      props.onSucceeded?.({ paymentMethodId: outcome.paymentMethodId, setupIntentId: outcome.setupIntentId });
      return;
    }
    setProviderError(outcome.error.message);
    props.onPaymentFailure?.({
      ...outcome.error,
      provider: provider.kind,
      ...(outcome.setupIntentId ? { setup_intent: outcome.setupIntentId } : {}),
      ...(props.planPurchaseId ? { plan_purchase: props.planPurchaseId } : {}),
    });
  };

  /** Confirm with the provider; resolves with the final outcome (after authentication, if asked). */
  const runConfirmation = (): Promise<SetupOutcome> =>
    new Promise<SetupOutcome>((resolve) => {
      finish.current = resolve;
      setProviderError(null);
      setAnsweredMessage(null);
      setConfirming(true);
      const attempt =
        provider.kind === 'stripe'
          ? element.current
            ? element.current.confirm({ returnUrl: props.returnUrl, billing: props.billing })
            : Promise.resolve<SetupOutcome>({ status: 'failed', error: { type: 'api_error', message: props.texts.stillLoading } })
          : provider.confirmCard(props.clientSecret, toSandboxCard(card), { returnUrl: props.returnUrl });
      void attempt.then(settle).finally(() => setConfirming(false));
    });

  // Machine-driven mode: the bridge always calls the latest confirm (it reads the typed card).
  const latestConfirmation = useRef(runConfirmation);
  latestConfirmation.current = runConfirmation;
  useEffect(() => props.confirmation?.attach(() => latestConfirmation.current()), [props.confirmation]);

  const pay = (event: FormEvent) => {
    event.preventDefault();
    setTriedToPay(true);
    if (!canPay) return;
    setAnsweredMessage(null);
    if (props.confirmation) props.onPay?.();
    else void runConfirmation();
  };

  const answerAuthentication = async (approve: boolean) => {
    if (provider.kind !== 'sandbox' || !authenticating) return;
    setConfirming(true);
    try {
      settle(await provider.authenticate(authenticating, approve));
    } finally {
      setConfirming(false);
    }
  };

  const latestMessage = providerError ?? props.error ?? null;
  const message = latestMessage === answeredMessage ? null : latestMessage;
  /** The card changed: a message on screen has been answered. */
  const cardEdited = () => setAnsweredMessage(latestMessage);

  return (
    <form className="z-stack" aria-label={props.texts.form} noValidate onSubmit={pay}>
      {provider.kind === 'stripe' ? (
        <StripePaymentElement
          provider={provider}
          clientSecret={props.clientSecret}
          billing={props.billing}
          onReady={(mounted) => {
            element.current = mounted;
          }}
          onCompleteChange={(complete) => {
            setStripeComplete(complete);
            cardEdited();
          }}
          onLoadError={setProviderError}
          loadingLabel={props.texts.loadingForm}
        />
      ) : (
        <SandboxCardFields
          texts={props.texts.card}
          values={card}
          onChange={(values) => {
            setCard(values);
            cardEdited();
          }}
          disabled={busy}
          showAllErrors={triedToPay}
        />
      )}
      <Button type="submit" block disabled={!canPay} loading={busy} loadingLabel={props.texts.processing}>
        {props.payLabel}
      </Button>
      {message ? (
        <p className="z-field-error" role="alert">
          {message}
        </p>
      ) : null}
      {authenticating ? <AuthenticationModal texts={props.texts.authentication} busy={confirming} onAnswer={(approve) => void answerAuthentication(approve)} /> : null}
    </form>
  );
}
