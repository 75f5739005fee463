import type { FormValues, UploadFile } from '../../../machines/onboarding.events.ts';
import { alternateAddress, petValues, startValues, userValues } from '../../../src/flow-map/machine-model/model-events.ts';
import { RIGHT_OWN_CODE, RIGHT_PARTNER_CODE } from '../server/server-calls.ts';

// The sandbox-like values an applicant types, as the forms hand them to the machine (the model
// tests' values, reused): a form's submit carries these, so the machine's guards take them.

export const FORM = {
  start: startValues as FormValues['start'],
  pet: petValues as FormValues['pet'],
  userInfo: userValues as FormValues['userInfo'],
  alternateAddress: { alternateAddress } as FormValues['alternateAddress'],
  email: { email: 'jamie.rivera@example.com' },
  payment: { phone: null },
  alternatePayment: { phone: '+15125550142' },
} as const;

/** The right codes, and a wrong one of each length (the server judges them). */
export const CODES = {
  partner: RIGHT_PARTNER_CODE,
  own: RIGHT_OWN_CODE,
  wrongPartner: '0000',
  wrongOwn: '000000',
} as const;

/** A file picked in the uploader: a PDF the server takes. */
export const pickedFile = (key: string): UploadFile => ({ key, file: new Blob(['%PDF'], { type: 'application/pdf' }), name: `${key}.pdf` });
