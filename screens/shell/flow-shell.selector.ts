import { currentMeta } from '../../machines/route-table.ts';
import { MAX_STEP, type StepMeta } from '../../machines/steps/step-declarations.ts';
import type { PetType } from '../../services/contract/animal.schema.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

// What the flow shell shows around the screen: the progress of the current step, whether Back does
// anything here, the view to show (the screen, its loading view or its retry view).

export interface ShellData {
  meta: StepMeta | null;
  step: number | null;
  maxStep: number;
  canGoBack: boolean;
  view: 'screen' | 'loading' | 'retry';
  /** The pet the info modals speak of (the calculator prices this type). */
  petType: PetType;
}

const isPetType = (value: string | undefined): value is PetType => value === 'dog' || value === 'cat';

export function selectShell(snapshot: FlowSnapshot): ShellData {
  const meta = currentMeta(snapshot);
  const { signup, challenge } = snapshot.context;
  const petType = signup?.animal_data?.pet_type ?? challenge?.pet_type;
  return {
    meta,
    step: meta?.step ?? null,
    maxStep: meta?.maxStep ?? MAX_STEP,
    canGoBack: snapshot.can({ type: 'user.back' }),
    view: snapshot.hasTag('loadFailed') ? 'retry' : snapshot.hasTag('loading') ? 'loading' : 'screen',
    petType: isPetType(petType) ? petType : 'dog',
  };
}
