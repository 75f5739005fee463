import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type {
  KnownBillingDetails,
  MountedPaymentElement,
  PaymentFailureDetails,
  PaymentProvider,
  SetupOutcome,
} from '../../services/payment/payment-provider.ts';
import { isCardComplete, toSandboxCard } from '../../services/payment/sandbox-card.ts';
import type { CardFormValues } from '../../services/payment/sandbox-card.ts';
import { Button } from '../ui/button.tsx';
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
  /** Other conditions of the Pay button (e.g. the phone field is complete). */
  extraComplete?: boolean;
  /** The purchase is being completed after the card was set up. */
  submitting?: boolean;
  /** A message from the server (completion failure), shown under the form. */
  error?: string | null;
  /** Related id for the failure event. */
  planPurchaseId?: string;
  onSucceeded: (result: { paymentMethodId: string; setupIntentId: string }) => void;
  onPaymentFailure: (details: PaymentFailureDetails) => void;
}

const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

/** The card form of whichever provider is configured, its Pay button and its error. */
export function PaymentForm(props: PaymentFormProps) {
  const { provider } = props;
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [stripeComplete, setStripeComplete] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [authenticating, setAuthenticating] = useState<string | null>(null);
  const [providerError, setProviderError] = useState<string | null>(null);
  const [triedToPay, setTriedToPay] = useState(false);
  const element = useRef<MountedPaymentElement | null>(null);

  const providerComplete = provider.kind === 'stripe' ? stripeComplete : isCardComplete(card);
  const busy = confirming || Boolean(props.submitting);
  const canPay = providerComplete && (props.extraComplete ?? true) && !busy;

  const settle = (outcome: SetupOutcome) => {
    if (outcome.status === 'requires_action') {
      setAuthenticating(outcome.setupIntentId);
      return;
    }
    setAuthenticating(null);
    if (outcome.status === 'succeeded') {
      props.onSucceeded({ paymentMethodId: outcome.paymentMethodId, setupIntentId: outcome.setupIntentId });
      return;
    }
    setProviderError(outcome.error.message);
    props.onPaymentFailure({
      ...outcome.error,
      provider: provider.kind,
      ...(outcome.setupIntentId ? { setup_intent: outcome.setupIntentId } : {}),
      ...(props.planPurchaseId ? { plan_purchase: props.planPurchaseId } : {}),
    });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setTriedToPay(true);
    if (!canPay) return;
    setProviderError(null);
    setConfirming(true);
    try {
      if (provider.kind === 'stripe') {
        if (!element.current) return;
        settle(await element.current.confirm({ returnUrl: props.returnUrl, billing: props.billing }));
      } else {
        settle(await provider.confirmCard(props.clientSecret, toSandboxCard(card)));
      }
    } finally {
      setConfirming(false);
    }
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

  const message = providerError ?? props.error ?? null;

  return (
    <form className="z-stack" aria-label="Payment" noValidate onSubmit={(event) => void pay(event)}>
      {provider.kind === 'stripe' ? (
        <StripePaymentElement
          provider={provider}
          clientSecret={props.clientSecret}
          billing={props.billing}
          onReady={(mounted) => {
            element.current = mounted;
          }}
          onCompleteChange={setStripeComplete}
          onLoadError={setProviderError}
        />
      ) : (
        <SandboxCardFields values={card} onChange={setCard} disabled={busy} showAllErrors={triedToPay} />
      )}
      <Button type="submit" block disabled={!canPay} loading={busy} loadingLabel="Processing payment…">
        {props.payLabel}
      </Button>
      {message ? (
        <p className="z-field-error" role="alert">
          {message}
        </p>
      ) : null}
      {authenticating ? <AuthenticationModal busy={confirming} onAnswer={(approve) => void answerAuthentication(approve)} /> : null}
    </form>
  );
}
