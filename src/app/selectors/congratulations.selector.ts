import type { CongratulationsScreenProps } from '../../../screens/congratulations/congratulations.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { cardTerms, petOfSignup } from './card-terms.ts';

export function selectCongratulations(snapshot: FlowSnapshot): Omit<CongratulationsScreenProps, 'onContinue'> | null {
  const { signup } = snapshot.context;
  const terms = cardTerms(signup);
  if (!signup || !terms) return null;
  return { firstName: signup.first_name, ...terms, hasPet: petOfSignup(signup) !== null };
}
