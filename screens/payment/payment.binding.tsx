import { useMemo } from 'react';
import { selectPaymentProvider } from '../../services/payment/select-payment-provider.ts';
import { paymentReturnUrl } from '../../services/payment/return-url.ts';
import { urlForRoute } from '../../machines/route-table.ts';
import { selectPayment } from './payment.selector.ts';
import { PaymentForm } from '../../src/app/adapters/payment/payment-form.tsx';
import { useFlow, useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const PaymentScreen = screenChunk(() => import('./payment.screen.tsx'), 'payment');

function PaymentBinding() {
  const selected = useFlowSelector(selectPayment);
  const send = useSend();
  const { runtime, services, config } = useFlow();
  const provider = useMemo(() => selectPaymentProvider({ stripePublishableKey: config.stripe_publishable_key }, { call: services.apiCall }), [config, services]);
  if (!selected) return <LoadingView />;
  const { purchase, originationId, ...props } = selected;
  const redirect = urlForRoute('onboard.card.PaymentRedirect', { originationId, quoteId: purchase.insurance_quote }) ?? '/';
  return (
    <PaymentScreen
      {...props}
      onChangePeriod={(period) => send({ type: 'user.choosePaymentPeriod', period })}
      onBack={() => send({ type: 'user.back' })}
      renderPaymentForm={(slot) => (
        <PaymentForm
          provider={provider}
          clientSecret={purchase.client_secret}
          billing={{
            name: purchase.customer.name,
            email: purchase.customer.email,
            address: { ...purchase.customer.address, country: purchase.customer.address.country || 'US' },
          }}
          returnUrl={paymentReturnUrl(new URL(redirect, location.origin).toString(), { paymentPeriod: props.paymentPeriod, revenue: purchase.revenue })}
          payLabel={slot.payLabel}
          extraComplete={slot.extraComplete}
          submitting={slot.submitting}
          error={slot.error}
          texts={slot.texts}
          planPurchaseId={purchase.id}
          confirmation={runtime.confirmation}
          onPay={() => send({ type: 'user.submit', form: 'payment', values: { phone: slot.phone } })}
        />
      )}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { payment: () => <PaymentBinding /> } satisfies ScreenBindings;
