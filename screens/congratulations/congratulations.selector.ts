import type { CongratulationsScreenProps } from './congratulations.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { cardTerms, petOfSignup } from '../shared/card-terms.selector.ts';

export function selectCongratulations(snapshot: FlowSnapshot): Omit<CongratulationsScreenProps, 'onContinue'> | null {
  const { signup } = snapshot.context;
  const terms = cardTerms(signup);
  if (!signup || !terms) return null;
  return { firstName: signup.first_name, ...terms, hasPet: petOfSignup(signup) !== null };
}
