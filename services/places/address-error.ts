import type { AddressErrorType } from './places-provider.ts';

/**
 * The address error type a failed provider call stands for. The local provider's server answers
 * with `code` 'po_box' or 'invalid' (on the error itself or in its parsed body); anything else
 * (network, not found) means the address could not be fetched: 'invalid'.
 */
export function addressErrorOf(error: unknown): AddressErrorType {
  const codeOf = (value: unknown): unknown => (value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined);
  const body = error && typeof error === 'object' ? ((error as { body?: unknown; data?: unknown }).body ?? (error as { data?: unknown }).data) : undefined;
  return codeOf(error) === 'po_box' || codeOf(body) === 'po_box' ? 'po_box' : 'invalid';
}
