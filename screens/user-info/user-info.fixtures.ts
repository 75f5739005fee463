import type { ChallengeResponse } from '../../services/contract/origination.schema.ts';

// The prefilled identity of the sandbox catalogue (Jamie Rivera, (512) 555-0100, SSN on file
// ending 0100) as the challenge call returns it, for the screen's tests.
export const JAMIE_CHALLENGE = {
  first_name: 'Jamie',
  last_name: 'Rivera',
  last_4_ssn: '0100',
  email: 'jamie.rivera@example.com',
  dob: '',
  dob_mm_dd: '01/15',
  address: '401 Congress Ave',
  city: 'Austin',
  extended_address: '',
  postal_code: '78701',
  state: 'TX',
  phone_number: '+15125550100',
  has_ssn: true,
} satisfies Partial<ChallengeResponse>;
