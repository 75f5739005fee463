import type { FlowSnapshot } from '../../../src/app/flow-snapshot.ts';
import { selectShell } from '../../../screens/shell/flow-shell.selector.ts';
import type { Control } from './control.ts';
import { SCREEN_CONTROLS } from './screen-controls.ts';

// Every control the page shows enabled now: the shell's (Back when the shell offers it, Start over,
// Close), and the view's: the retry view's Try again, nothing on the loading view, else the screen's.

const shell = (name: string, type: 'user.back' | 'user.reload' | 'user.close'): Control => ({ name, events: [{ type }], shell: true });

export function enabledControls(snapshot: FlowSnapshot): Control[] {
  const view = selectShell(snapshot);
  const controls: Control[] = [];
  if (view.canGoBack) controls.push(shell('Back (the shell)', 'user.back'));
  controls.push(shell('Start over', 'user.reload'), shell('Close', 'user.close'));
  if (view.view === 'retry') controls.push({ name: 'Try again (load failed)', events: [{ type: 'user.retry' }] });
  else if (view.view === 'screen' && view.meta) controls.push(...SCREEN_CONTROLS[view.meta.screen](snapshot));
  return controls;
}
