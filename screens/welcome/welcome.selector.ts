import type { WelcomeScreenProps } from './welcome.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { petOfSignup } from '../shared/card-terms.selector.ts';

export function selectWelcome(snapshot: FlowSnapshot): Omit<WelcomeScreenProps, 'onGoToDashboard'> {
  const { signup } = snapshot.context;
  return { firstName: signup?.first_name ?? '', petName: signup ? (petOfSignup(signup)?.name ?? null) : null };
}
