import { vi } from 'vitest';
import { currentMeta } from '../../../machines/route-table.ts';
import { enabledControls } from '../controls/enabled-controls.ts';
import type { Invariant } from './check-invariants.ts';
import { whereIs } from './resting.ts';

/** Pages that end a way through the flow by design: their ways on are links, or another device. */
const END_PAGES = new Set(['dashboard', 'waitlist']);

/** No dead end: a control of the step, a call out, a timer, or an end page's own links (the shell's Back, Close and Start over do not count). */
export const everyStateHasAWayOn: Invariant = (world) => {
  const snapshot = world.snapshot();
  if (enabledControls(snapshot).some((control) => !control.shell)) return null;
  if (world.desk.liveCallsOut() > 0 || vi.getTimerCount() > 0) return null;
  const screen = currentMeta(snapshot)?.screen;
  if (screen && END_PAGES.has(screen)) return null;
  // The instant link went to the phone: the application goes on there.
  if (snapshot.matches({ instalink: 'sent' })) return null;
  return `dead end in ${whereIs(world)}: no control of the step, no call out, no timer`;
};
