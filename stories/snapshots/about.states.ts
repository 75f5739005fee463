import { challenge, petChallenge, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The pet step (zoomies.card.about), as an applicant opens and answers it.

const url = '/onboard/card/orig-1/about';
/** A first visit: no pet and no address on file yet. */
const firstVisit = { ...challenge, address: '', city: '', state: '', postal_code: '' };
const answer = {
  type: 'user.submit',
  form: 'pet',
  values: {
    animal: { pet_name: 'Rex', pet_type: 'dog', pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' },
    address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
  },
} as const;

export const aboutAt = {
  empty: state(() => snapshotAt(url, { loadChallenge: async () => firstVisit })),
  /** Back on the pet step: what was sent before is on file. */
  prefilled: state(() => snapshotAt(url, { loadChallenge: async () => petChallenge })),
  /** The answer is on its way (the server has not answered). */
  submitting: state(() => snapshotAt(url, { loadChallenge: async () => petChallenge }, [answer])),
  /** The server failed the answer without a usable message. */
  creationFailed: state(() => snapshotAt(url, { loadChallenge: async () => petChallenge, submitPet: async () => Promise.reject(apiError(503)) }, [answer])),
};
