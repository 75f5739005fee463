// The test values of ../shared/SANDBOX.md, for the sandbox panel: every branch of the flow is one
// documented input away. Keep this file in step with SANDBOX.md.

export type FillKind = 'phone' | 'dob' | 'ssn' | 'email' | 'card' | 'text';

export interface CatalogueValue {
  value: string;
  kind: FillKind;
  /** What this value leads to. */
  result: string;
}

export interface CatalogueSection {
  id: string;
  title: string;
  note?: string;
  rows: CatalogueValue[];
}

export interface SandboxIdentity {
  phone: string;
  birthday: string;
  name: string;
  email: string;
  address: string;
  ssn: string;
  outcome: string;
}

export const IDENTITIES: readonly SandboxIdentity[] = [
  { phone: '(512) 555-0100', birthday: '01/15/1990', name: 'Jamie Rivera', email: 'jamie.rivera@example.com', address: '401 Congress Ave, Austin, TX 78701', ssn: '000-00-0100', outcome: 'prequalified, then approved' },
  { phone: '(512) 555-0101', birthday: '03/02/1985', name: 'Morgan Lee', email: 'morgan.lee@example.com', address: '200 Peachtree St NE, Atlanta, GA 30303', ssn: '000-00-1006', outcome: 'declined: ko_vantage' },
  { phone: '(512) 555-0102', birthday: '07/30/1978', name: 'Casey Nguyen', email: 'casey.nguyen@example.com', address: '1 Market St, San Francisco, CA 94105', ssn: '000-00-2001', outcome: 'documents needed' },
];

export const CATALOGUE: readonly CatalogueSection[] = [
  {
    id: 'phones',
    title: 'Phone numbers',
    note: 'Any area code works; only the last digits matter.',
    rows: [
      { value: '(512) 555-0100', kind: 'phone', result: '4-digit code by SMS; identity on file (0100 to 0109)' },
      { value: '(512) 555-0110', kind: 'phone', result: '4-digit code by SMS; no identity, type everything (0110 to 0169)' },
      { value: '(512) 555-0170', kind: 'phone', result: 'no correlation id: own 6-digit code (0170 to 0179)' },
      { value: '(512) 555-0180', kind: 'phone', result: "the phone check fails: 'We're having trouble verifying your number'" },
      { value: '(512) 555-0190', kind: 'phone', result: 'already registered: an additional code has been sent' },
      { value: '(512) 555-0191', kind: 'phone', result: 'already linked to an account (contact link)' },
    ],
  },
  {
    id: 'prequalification',
    title: 'SSNs: prequalification',
    note: 'Type these at the personal and financial step. Any other SSN follows the ordinary rules (income under $12,000: ko_income; housing over 50% of monthly income: ko_dti; under 18: ko_minor).',
    rows: [
      { value: '000-00-1001', kind: 'ssn', result: 'DECLINE ko_blocklist' },
      { value: '000-00-1002', kind: 'ssn', result: 'DECLINE ko_fraud_risk' },
      { value: '000-00-1003', kind: 'ssn', result: 'DECLINE ko_minor' },
      { value: '000-00-1004', kind: 'ssn', result: 'DECLINE ko_bankruptcy' },
      { value: '000-00-1005', kind: 'ssn', result: 'DECLINE ko_dti' },
      { value: '000-00-1006', kind: 'ssn', result: 'DECLINE ko_vantage' },
      { value: '000-00-1007', kind: 'ssn', result: 'DECLINE ko_income' },
      { value: '000-00-1008', kind: 'ssn', result: 'DECLINE ko_zoomies_model' },
      { value: '000-00-1009', kind: 'ssn', result: 'DECLINE ko_frozen_file' },
      { value: '000-00-2001', kind: 'ssn', result: 'REVIEW: documents required (aditionalinformation)' },
      { value: '000-00-2002', kind: 'ssn', result: 'REVIEW: no document required (unknown_document)' },
      { value: '000-00-2003', kind: 'ssn', result: 'REVIEW: address unsupported (unsupported-address)' },
      { value: '000-00-2004', kind: 'ssn', result: 'REVIEW: manual_review' },
      { value: '000-00-3001', kind: 'ssn', result: 'APPROVE already: goes to the quiz' },
      { value: '000-00-5001', kind: 'ssn', result: 'no decision ever: the 31 s time-out' },
      { value: '000-00-5002', kind: 'ssn', result: 'decision after 12 s: accept-offer after several polls' },
      { value: '000-00-0200', kind: 'ssn', result: 'any other: prequalified with an offer (accept-offer)' },
    ],
  },
  {
    id: 'approval',
    title: 'SSNs: approval (after accepting the offer)',
    rows: [
      { value: '000-00-4001', kind: 'ssn', result: 'DECLINE ko_vantage' },
      { value: '000-00-4002', kind: 'ssn', result: 'REVIEW: manual_review' },
      { value: '000-00-4003', kind: 'ssn', result: 'user_exists: the returning-applicant message with a login link' },
      { value: '000-00-0200', kind: 'ssn', result: 'any other: APPROVE, congratulations' },
    ],
  },
  {
    id: 'pets',
    title: 'Pets',
    rows: [
      { value: '1 week old', kind: 'text', result: 'ages 1 to 6 weeks: pet_too_young (pet-less offer)' },
      { value: 'Yes', kind: 'text', result: 'existing health conditions: pet_fails_zoomies_model (pet-less offer)' },
      { value: 'WA', kind: 'text', result: 'home address in WA, ME, MA or CO: the waitlist form' },
      { value: 'P.O. Box 12', kind: 'text', result: "a P.O. Box address: 'We need your home address, not a P.O. box!'" },
    ],
  },
  {
    id: 'cards',
    title: 'Cards',
    note: 'Any future expiry, any 3-digit CVC.',
    rows: [
      { value: '4242 4242 4242 4242', kind: 'card', result: 'succeeds' },
      { value: '4000 0000 0000 0002', kind: 'card', result: 'declined: card_declined / generic_decline' },
      { value: '4000 0000 0000 9995', kind: 'card', result: 'declined: insufficient_funds' },
      { value: '4000 0025 0000 3155', kind: 'card', result: 'asks for authentication, then succeeds' },
      { value: '4000 0084 0000 1629', kind: 'card', result: 'asks for authentication, then declined' },
    ],
  },
];
