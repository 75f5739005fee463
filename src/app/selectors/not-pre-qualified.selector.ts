import type { NotPreQualifiedScreenProps } from '../../../screens/not-pre-qualified/not-pre-qualified.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';

export function selectNotPreQualified(snapshot: FlowSnapshot): Omit<NotPreQualifiedScreenProps, 'onGoToDashboard'> | null {
  const { notPreQualifiedStatus, signup } = snapshot.context;
  if (!notPreQualifiedStatus) return null;
  const petName = signup?.animal_data?.pet_name;
  return { status: notPreQualifiedStatus, ...(petName ? { petName } : {}) };
}
