import { MAX_UPLOAD_BYTES } from '../../services/contract/constants.ts';

export const UPLOAD_TEXTS = {
  addressTitle: "Thanks for adding a new address, let's verify it!",
  additionalTitle: 'Help us verify your application',
  uploaded: 'Uploaded',
  waiting: 'Waiting to upload',
} as const;

/** Why a file failed, by the machine's code; 'Failed to upload file' is the document's text. */
export const UPLOAD_PROBLEM_TEXTS = {
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
