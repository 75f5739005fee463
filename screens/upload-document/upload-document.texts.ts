import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../../services/contract/constants.ts';

export const UPLOAD_TEXTS = {
  addressTitle: "Thanks for adding a new address, let's verify it!",
  additionalTitle: 'Help us verify your application',
  failed: 'Failed to upload file',
  wrongType: 'Please choose a PNG, JPEG or PDF file.',
  tooLarge: `This file is too large. Please choose one under ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
} as const;

export function documentAgeNote(days: number): string {
  return `The document must be from the last ${days} days.`;
}

/** Proofs of address offered after an alternate address, when the app gives no list of its own. */
export const ADDRESS_DOCUMENT_TYPES = [
  { id: 'utility_bill', name: 'Utility bill', document_age: 90 },
  { id: 'bank_statement', name: 'Bank statement', document_age: 90 },
  { id: 'lease_or_mortgage', name: 'Lease or mortgage statement', document_age: null },
  { id: 'drivers_license', name: "Driver's license with this address", document_age: null },
] as const;

/** Why a file cannot be sent, or null when it can. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TEXTS.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TEXTS.tooLarge;
  return null;
}
