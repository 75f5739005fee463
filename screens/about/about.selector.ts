import type { AboutScreenProps } from './about.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

// The pet step: prefilled from the challenge (the pet and address on file, which include what was
// sent before: coming back shows it).

export type AboutData = Pick<AboutScreenProps, 'initialAnimal' | 'initialAddress' | 'submitting' | 'failed' | 'error' | 'fieldErrors' | 'draftKey'>;

export function selectAbout(snapshot: FlowSnapshot): AboutData {
  const { challenge, originationId, outcome } = snapshot.context;
  const problem = formProblem(outcome);
  return {
    initialAnimal: {
      pet_name: challenge?.pet_name ?? '',
      pet_type: challenge?.pet_type ?? '',
      pet_age: challenge?.pet_age ?? '',
      pet_breed: challenge?.pet_breed ?? '',
      pet_gender: challenge?.pet_gender ?? '',
      existing_health_conditions: challenge?.existing_health_conditions ?? '',
    },
    initialAddress: {
      address: challenge?.address ?? '',
      extendedAddress: challenge?.extended_address ?? '',
      city: challenge?.city ?? '',
      state: challenge?.state ?? '',
      postalCode: challenge?.postal_code ?? '',
    },
    submitting: snapshot.hasTag('busy'),
    failed: problem.failed,
    error: problem.error,
    fieldErrors: problem.fieldErrors,
    ...(originationId ? { draftKey: `about:${originationId}` } : {}),
  };
}
