import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import type { PetDeclineReason } from '../../services/contract/routes.ts';
import { petlessChallenge } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The pet-less notice (zoomies.card.petless-offer): the pet answered, and the server declined it.

const answer: OnboardingEvent = {
  type: 'user.submit',
  form: 'pet',
  values: {
    animal: { pet_name: 'Rex', pet_type: 'dog', pet_age: '2_week_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' },
    address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
  },
};
const declined = (reason: PetDeclineReason, events: OnboardingEvent[] = []) =>
  snapshotAt('/onboard/card/orig-1/about', { loadChallenge: async () => ({ ...petlessChallenge, decline_reason: reason }), submitPet: async () => ({ decline_reason: reason, waitlist: false }) }, [answer, ...events]);

export const petlessOfferAt = {
  tooYoung: state(() => declined('pet_too_young')),
  healthConditions: state(() => declined('pet_fails_zoomies_model')),
  agreed: state(() => declined('pet_too_young', [{ type: 'user.setAgreement', checked: true }])),
};
