import { BLACKOUT_STATES, MIN_PET_AGE_WEEKS } from '../../services/contract/constants.ts';
import { petAgeInWeeks, type AnimalPayload } from '../../services/contract/animal.schema.ts';
import type { PetDeclineReason } from '../../services/contract/routes.ts';

// The pet rules of SANDBOX.md. They are business rules (the 7-week minimum, the health model, the
// states where the insurance is not sold yet), so they hold in production too.

export interface PetEvaluation {
  declineReason: PetDeclineReason | null;
  waitlist: boolean;
}

export function evaluatePet(animal: AnimalPayload, homeState: string): PetEvaluation {
  const waitlist = (BLACKOUT_STATES as readonly string[]).includes(homeState);
  if (petAgeInWeeks(animal.pet_age) < MIN_PET_AGE_WEEKS) return { declineReason: 'pet_too_young', waitlist };
  if (animal.existing_health_conditions === 'true') return { declineReason: 'pet_fails_zoomies_model', waitlist };
  return { declineReason: null, waitlist };
}
