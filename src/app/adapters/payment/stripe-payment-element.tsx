import { useEffect, useRef, useState } from 'react';
import type { KnownBillingDetails, MountedPaymentElement, StripePaymentProvider } from '../../../../services/payment/payment-provider.ts';
import { STRIPE_LOAD_ERROR } from '../../../../services/payment/payment-error.ts';
import { Spinner } from '../../../ui/spinner.tsx';

export interface StripePaymentElementProps {
  provider: StripePaymentProvider;
  clientSecret: string;
  billing: KnownBillingDetails;
  onReady: (element: MountedPaymentElement) => void;
  onCompleteChange: (complete: boolean) => void;
  onLoadError: (message: string) => void;
  /** Beside the spinner until the element is there. */
  loadingLabel: string;
}

/** Mounts Stripe's Payment Element (Stripe.js is loaded lazily by the provider on first mount). */
export function StripePaymentElement({ provider, clientSecret, billing, onReady, onCompleteChange, onLoadError, loadingLabel }: StripePaymentElementProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  // The callbacks may change identity every render; the element must mount once per secret.
  const callbacks = useRef({ onReady, onCompleteChange, onLoadError });
  callbacks.current = { onReady, onCompleteChange, onLoadError };

  useEffect(() => {
    let mounted: MountedPaymentElement | null = null;
    let cancelled = false;
    if (!container.current) return;
    provider
      .mount(container.current, { clientSecret, billing })
      .then((element) => {
        if (cancelled) {
          element.destroy();
          return;
        }
        mounted = element;
        element.onChange((change) => callbacks.current.onCompleteChange(change.complete));
        callbacks.current.onReady(element);
        setLoading(false);
      })
      .catch(() => {
        if (cancelled) return;
        setLoading(false);
        callbacks.current.onLoadError(STRIPE_LOAD_ERROR);
      });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
    // Billing is read at mount time: remounting for a billing change would wipe what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, clientSecret]);

  return (
    <div>
      {loading ? <Spinner label={loadingLabel} showLabel /> : null}
      <div ref={container} />
    </div>
  );
}
