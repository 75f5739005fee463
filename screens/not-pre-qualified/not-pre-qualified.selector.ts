import type { NotPreQualifiedScreenProps } from './not-pre-qualified.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

export function selectNotPreQualified(snapshot: FlowSnapshot): Omit<NotPreQualifiedScreenProps, 'onGoToDashboard'> | null {
  const { notPreQualifiedStatus, signup } = snapshot.context;
  if (!notPreQualifiedStatus) return null;
  const petName = signup?.animal_data?.pet_name;
  return { status: notPreQualifiedStatus, ...(petName ? { petName } : {}) };
}
