import type { Screen } from '../../../machines/steps/step-declarations.ts';
import type { FrameView, StartView } from './frame-source.ts';
import type { FlowSnapshot } from '../flow-snapshot.ts';
import { selectShell } from '../../../screens/shell/flow-shell.selector.ts';
import { selectOfferStart, selectStartForm } from '../../../screens/offer-start/offer-start.selector.ts';

// The frame's props from the machine (src/app/frame/): the shell's, and the start screens' while the
// flow shows one. The start screens are the frame's own, so the screen the first screen painted
// stays mounted when the machine takes over; every other view is the flow's `Body`.

export type StartScreen = StartView['screen'];
/** The screens the flow's body shows: all but the start screens. */
export type LaterScreen = Exclude<Screen, StartScreen>;

export const isStartScreen = (screen: Screen): screen is StartScreen => screen === 'offer-start' || screen === 'get-started';

export interface FrameData {
  view: Omit<FrameView, 'linkError' | 'reachedByApplicant'>;
  /** Changes when another screen or view is shown: the step the heading-focus rule looks at. */
  shownKey: string;
  /**
   * A view that only waits for the flow (a state's loading view, the credit decision's processing
   * page): it announces itself as a status, not by its heading, so the applicant's step that led to
   * it goes on to the screen after it (decision 0070).
   */
  waiting: boolean;
}

function startView(snapshot: FlowSnapshot, screen: Screen | null): StartView | null {
  if (screen === 'get-started') return { screen, form: selectStartForm(snapshot) };
  if (screen !== 'offer-start') return null;
  const { pointsOffer = null, ...form } = selectOfferStart(snapshot);
  return { screen, form, pointsOffer };
}

export function selectFrame(snapshot: FlowSnapshot): FrameData {
  const shell = selectShell(snapshot);
  const screen = shell.meta?.screen ?? null;
  return {
    view: { step: shell.step, maxStep: shell.maxStep, canGoBack: shell.canGoBack, start: shell.view === 'screen' ? startView(snapshot, screen) : null },
    shownKey: `${shell.view}:${screen ?? ''}`,
    waiting: shell.view === 'loading' || (shell.view === 'screen' && screen === 'processing'),
  };
}
