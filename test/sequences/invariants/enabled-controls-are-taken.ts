import { enabledControls } from '../controls/enabled-controls.ts';
import type { Invariant } from './check-invariants.ts';
import { whereIs } from './resting.ts';

/** A control the page shows enabled is one the machine takes now (its first intent; never dropped in silence). */
export const enabledControlsAreTaken: Invariant = (world) => {
  const snapshot = world.snapshot();
  const dropped = enabledControls(snapshot).filter((control) => control.events[0] && !snapshot.can(control.events[0]));
  if (dropped.length === 0) return null;
  return `the page shows ${dropped.map((control) => `"${control.name}"`).join(', ')} enabled, and the machine in ${whereIs(world)} does not take it`;
};
