import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from '../../machines/onboarding.machine.ts';

// What every selector reads: a snapshot of the onboarding machine. Selectors are pure functions
// `(snapshot) => props`: they read context, tags (`hasTag`) and `can(event)`, never lists of states.

export type FlowSnapshot = SnapshotFrom<typeof onboardingMachine>;
