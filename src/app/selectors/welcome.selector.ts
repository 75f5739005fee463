import type { WelcomeScreenProps } from '../../../screens/welcome/welcome.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { petOfSignup } from './card-terms.ts';

export function selectWelcome(snapshot: FlowSnapshot): Omit<WelcomeScreenProps, 'onGoToDashboard'> {
  const { signup } = snapshot.context;
  return { firstName: signup?.first_name, petName: signup ? (petOfSignup(signup)?.name ?? null) : null };
}
