import { PaymentError } from '../contract/sandbox.schema.ts';
import type { PaymentError as PaymentErrorType } from '../contract/sandbox.schema.ts';

// One place that turns whatever a provider or the API threw into Stripe's error shape, so the form
// can show `message` under itself and the `payment_failure` event gets type, code and decline code.

export const STRIPE_LOAD_ERROR = 'Stripe.js failed to load.';
export const GENERIC_PAYMENT_ERROR = 'Your card could not be set up. Please check the details and try again.';

function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** Candidates, most specific first: an `error` member, an HTTP error's parsed body, the value itself. */
function candidates(err: unknown): unknown[] {
  if (err === null || typeof err !== 'object') return [err];
  const record = err as Record<string, unknown>;
  return [record.error, record.data, record.body, err].filter((v) => v !== undefined && v !== null);
}

export function toPaymentError(err: unknown): PaymentErrorType {
  for (const candidate of candidates(err)) {
    const parsed = PaymentError.safeParse(candidate);
    if (parsed.success) return parsed.data;
    if (candidate && typeof candidate === 'object') {
      const record = candidate as Record<string, unknown>;
      const message = readMessage(record.message);
      if (message) {
        return {
          type: typeof record.type === 'string' ? record.type : 'api_error',
          message,
          ...(typeof record.code === 'string' ? { code: record.code } : {}),
          ...(typeof record.decline_code === 'string' ? { decline_code: record.decline_code } : {}),
          ...(typeof record.param === 'string' ? { param: record.param } : {}),
        };
      }
    }
    const message = readMessage(candidate);
    if (message) return { type: 'api_error', message };
  }
  return { type: 'api_error', message: GENERIC_PAYMENT_ERROR };
}
