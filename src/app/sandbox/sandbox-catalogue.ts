// The test values of ../shared/SANDBOX.md, for the sandbox panel: every branch of the flow is one
// documented input away. Keep this file in step with SANDBOX.md.

import { DECISION_TIMEOUT_MS } from '../../../services/contract/constants.ts';
import { formatDuration } from '../../../services/contract/duration.ts';
import { ADDRESS_ERROR_MESSAGES, SANDBOX_SLOW_DECISION_MS } from '../../../services/contract/sandbox.schema.ts';
import { PO_BOX_MESSAGE } from '../../../screens/shared/address-fields.texts.ts';

type FillKind = 'phone' | 'dob' | 'ssn' | 'email' | 'card' | 'text';

interface CatalogueValue {
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

/** One documented value: what to type and what it leads to. */
const row =
  (kind: FillKind) =>
  (value: string, result: string): CatalogueValue => ({ value, kind, result });
const phone = row('phone');
const ssn = row('ssn');
const text = row('text');
const card = row('card');

/** The prequalification declines of SANDBOX.md: 000-00-1001 to 000-00-1009, one reason each, in this order. */
const PREQUALIFICATION_DECLINES = ['ko_blocklist', 'ko_fraud_risk', 'ko_minor', 'ko_bankruptcy', 'ko_dti', 'ko_vantage', 'ko_income', 'ko_zoomies_model', 'ko_frozen_file'];

export const CATALOGUE: readonly CatalogueSection[] = [
  {
    id: 'phones',
    title: 'Phone numbers',
    note: 'Any area code works; only the last digits matter.',
    rows: [
      phone('(512) 555-0100', '4-digit code by SMS; identity on file (0100 to 0109)'),
      phone('(512) 555-0110', '4-digit code by SMS; no identity, type everything (0110 to 0169)'),
      phone('(512) 555-0170', 'no correlation id: own 6-digit code (0170 to 0179)'),
      phone('(512) 555-0180', "the phone check fails: 'We're having trouble verifying your number'"),
      phone('(512) 555-0190', 'already registered: an additional code has been sent'),
      phone('(512) 555-0191', 'already linked to an account (contact link)'),
    ],
  },
  {
    id: 'prequalification',
    title: 'SSNs: prequalification',
    note: 'Type these at the personal and financial step. Any other SSN follows the ordinary rules (income under $12,000: ko_income; housing over 50% of monthly income: ko_dti; under 18: ko_minor).',
    rows: [
      ...PREQUALIFICATION_DECLINES.map((reason, index) => ssn(`000-00-100${index + 1}`, `DECLINE ${reason}`)),
      ssn('000-00-2001', 'REVIEW: documents required (aditionalinformation)'),
      ssn('000-00-2002', 'REVIEW: no document required (unknown_document)'),
      ssn('000-00-2003', 'REVIEW: address unsupported (unsupported-address)'),
      ssn('000-00-2004', 'REVIEW: manual_review'),
      ssn('000-00-3001', 'APPROVE already: goes to the quiz'),
      ssn('000-00-5001', `no decision ever: the ${formatDuration(DECISION_TIMEOUT_MS)} time-out`),
      ssn('000-00-5002', `decision after ${formatDuration(SANDBOX_SLOW_DECISION_MS)}: accept-offer after several polls`),
      ssn('000-00-0200', 'any other: prequalified with an offer (accept-offer)'),
    ],
  },
  {
    id: 'approval',
    title: 'SSNs: approval (after accepting the offer)',
    rows: [
      ssn('000-00-4001', 'DECLINE ko_vantage'),
      ssn('000-00-4002', 'REVIEW: manual_review'),
      ssn('000-00-4003', 'user_exists: the returning-applicant message with a login link'),
      ssn('000-00-0200', 'any other: APPROVE, congratulations'),
    ],
  },
  {
    id: 'pets',
    title: 'Pets',
    rows: [
      text('1 week old', 'ages 1 to 6 weeks: pet_too_young (pet-less offer)'),
      text('Yes', 'existing health conditions: pet_fails_zoomies_model (pet-less offer)'),
      text('WA', 'home address in WA, ME, MA or CO: the waitlist form'),
      text('P.O. Box 12', `a P.O. Box address: '${PO_BOX_MESSAGE}' (the alternate address page: '${ADDRESS_ERROR_MESSAGES.po_box}')`),
    ],
  },
  {
    id: 'cards',
    title: 'Cards',
    note: 'Any future expiry, any 3-digit CVC.',
    rows: [
      card('4242 4242 4242 4242', 'succeeds'),
      card('4000 0000 0000 0002', 'declined: card_declined / generic_decline'),
      card('4000 0000 0000 9995', 'declined: insufficient_funds'),
      card('4000 0025 0000 3155', 'asks for authentication, then succeeds'),
      card('4000 0084 0000 1629', 'asks for authentication, then declined'),
      card('4000 0000 0000 3063', 'asks for authentication by redirect (3-D Secure page), then back'),
    ],
  },
];
