import type { ComponentType } from 'react';
import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';
import type { PointsOffer } from '../../../services/contract/marketing.schema.ts';
import type { StartFormProps } from '../../../screens/offer-start/start-form.tsx';

// Where the flow's frame (flow-frame.tsx) takes its props from (DESIGN decision 16). One frame, one
// React tree from the first paint to the welcome page: the first screen's stand-in gives the props
// until the flow has loaded, then the machine does. The frame and the screen in it stay mounted
// across the change, with what the applicant typed in the form's state.
//
// Only types and a switch here: the first screen imports this file, and must not carry the machine.

/** The start screens' props as the frame gives them (their intents are the frame's). */
type StartFormView = Omit<StartFormProps, 'onSubmit' | 'onLogin'>;

export type StartView = { screen: 'get-started'; form: StartFormView } | { screen: 'offer-start'; form: StartFormView; pointsOffer: PointsOffer | null };

export interface FrameView {
  /** The progress bar's step; none on the start screens. */
  step: number | null;
  maxStep: number;
  canGoBack: boolean;
  /** An instant link that could not be redeemed. */
  linkError: string | null;
  /** The start screen the flow shows, with its props; null on every other view (the flow's `Body`). */
  start: StartView | null;
  /** The screen now shown was reached by a step the applicant took (src/ui/heading-focus.ts). */
  reachedByApplicant: boolean;
}

/** The intents of the frame's own controls and of the start screens. */
export type FrameIntent = Extract<OnboardingEvent, { type: 'user.submit' | 'user.back' | 'user.reload' | 'user.close' | 'xstate.route' }>;

export interface FrameSource {
  /** For `useSyncExternalStore`: calls back when the view changes. */
  subscribe(onChange: () => void): () => void;
  /** The view now; the same object until it changes. */
  view(): FrameView;
  send(intent: FrameIntent): void;
  /** Every view but the start screens: the flow's other screens, its loading and retry views. */
  Body: ComponentType | null;
  /** Beside the page: the sandbox panel, in sandbox mode. */
  Extras: ComponentType | null;
}

/** The source in use, and the moment it changes (the flow has come). */
export interface SourceSwitch {
  subscribe(onChange: () => void): () => void;
  current(): FrameSource;
  switchTo(source: FrameSource): void;
}

export function createSourceSwitch(first: FrameSource): SourceSwitch {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    current: () => current,
    switchTo(source) {
      if (source === current) return;
      current = source;
      for (const listener of [...listeners]) listener();
    },
  };
}
