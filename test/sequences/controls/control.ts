import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';

/**
 * A control the page shows enabled, as an applicant meets it: its words, and the intents its press
 * sends (the quiz's Submit sends the answer, then the submit). `shell` controls leave the step (Back,
 * Close, Start over); a step's own controls and the retry view's are its ways on.
 */
export interface Control {
  name: string;
  events: readonly OnboardingEvent[];
  shell?: true;
}

export const press = (name: string, ...events: OnboardingEvent[]): Control => ({ name, events });
