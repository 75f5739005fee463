import type { RouteName } from '../../services/contract/routes.ts';
import type { Screen, StepMeta } from '../onboarding.types.ts';

// Progress bar positions of the flow's screens (the shell draws `step` of `maxStep`).
export const MAX_STEP = 7;

export const meta = (screen: Screen, route?: RouteName, step?: number, extra: Partial<StepMeta> = {}): StepMeta => ({
  screen,
  ...(route ? { route } : {}),
  ...(step !== undefined ? { step, maxStep: MAX_STEP } : {}),
  ...extra,
});
