import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { apiError, petChallenge } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The personal details (zoomies.card.user), as the challenge prefills them and as they are sent.

const url = '/onboard/card/orig-1/applicant-details';
/** No identity on file yet: only the phone the application started with. */
const nothingOnFile = {
  ...petChallenge,
  first_name: '', last_name: '', last_4_ssn: '', email: '', dob: '', dob_mm_dd: '', has_ssn: false,
  address: '', extended_address: '', city: '', state: '', postal_code: '',
};
const details = {
  individual: {
    firstName: 'Jamie', lastName: 'Rivera', ssn: '000000100', dob: '01/15/1990', email: 'jamie.rivera@example.com', phoneNumber: '+15125550100',
    address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
  },
  residenceType: 'OWN',
  annualIncome: 72000,
  employmentType: 'SELF-EMPLOYED',
  monthlyHousingPayment: 900,
} as const;
const submit: OnboardingEvent = { type: 'user.submit', form: 'userInfo', values: details };
const sent = (completeApplication: Services['completeApplication']) => snapshotAt(url, { loadChallenge: async () => petChallenge, completeApplication }, [submit]);

export const userInfoAt = {
  nothingOnFile: state(() => snapshotAt(url, { loadChallenge: async () => nothingOnFile })),
  /** The identity on file: the SSN's last four only are asked. */
  prefilledLastFour: state(() => snapshotAt(url, { loadChallenge: async () => petChallenge })),
  /** A legal name as the bureau holds it. */
  hyphenatedName: state(() => snapshotAt(url, { loadChallenge: async () => ({ ...petChallenge, first_name: 'Mary Ann', last_name: "O'Brien-Smith" }) })),
  submitting: state(() => sent(() => new Promise<never>(() => {}))),
  /** Refused with the server's words and no field named. */
  refused: state(() => sent(async () => Promise.reject(apiError(400, 'Something went wrong. Please try again.', 'invalid')))),
  /** Refused field by field. */
  fieldsRefused: state(() =>
    sent(async () =>
      Promise.reject({
        ...apiError(400, 'Invalid', 'invalid'),
        fieldErrors: { first: ['First name is required'], email: ['Email is already in use'], date: ['Date of birth is invalid'], promo: ['Promo code has expired'] },
      }),
    ),
  ),
};
