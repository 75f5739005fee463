import type { PrequalificationInput } from '../../../server/origination/credit-decisions.ts';

// What the credit decision tests share: an applicant the ordinary rules prequalify, on a fixed day,
// and the outcome they store for one.

const now = new Date('2026-03-02T15:00:00.000Z');

export const applicant = (over: Partial<PrequalificationInput> = {}): PrequalificationInput => ({
  ssn: '123456789',
  annualIncome: 60_000,
  monthlyHousingPayment: 1_000,
  dob: '01/15/1990',
  now,
  ...over,
});

export const PREQUALIFIED = {
  decision: 'REVIEW',
  status: 'SOFT_PULL',
  evaluation: null,
  subStatus: 'Prequalified',
  awaitingDocumentation: false,
  unsupportedAddress: false,
  requiredDocuments: [],
  declineReason: null,
};
