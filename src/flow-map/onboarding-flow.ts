import type { MachineGraphOptions } from './machine-graph.ts';
import { onboardingTransitionLabel } from './onboarding-labels.ts';
import { onboardingStoryFor } from './onboarding-stories.ts';

// How the onboarding machine is read for the map, in one place: the page, the build step and the
// scripts read it alike, so a drawing made at build time has the hash the page computes.

export const ONBOARDING_TITLE = 'Zoomies onboarding flow';

export const ONBOARDING_GRAPH_OPTIONS: MachineGraphOptions = {
  storyFor: onboardingStoryFor,
  describeTransition: onboardingTransitionLabel,
};
