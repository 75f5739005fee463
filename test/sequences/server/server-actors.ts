import { fromPromise } from 'xstate';
import { onboardingActors, type OnboardingActorName } from '../../../machines/onboarding.actors.ts';
import { sessionMachine } from '../../../machines/session.machine.ts';
import type { CallDesk } from './call-desk.ts';
import type { CallInput, CallName, CallOutput } from './server-calls.ts';

// The machine's invoked actors (the names of machines/onboarding.actors.ts), each one call to the
// simulated server's desk: it waits there until the sequence serves it and its answer arrives.
// Analytics answers at once (fire and forget). The sign-in child keeps its machine, with its two
// calls made at the same desk.

const call = <K extends CallName>(desk: CallDesk, name: K) =>
  fromPromise<CallOutput<K>, CallInput<K>>(({ input, signal }) => desk.receive(name, input, signal));

export function serverActors(desk: CallDesk) {
  const names = Object.keys(onboardingActors).filter((name): name is OnboardingActorName => name !== 'session' && name !== 'trackEvent');
  return {
    ...Object.fromEntries(names.map((name) => [name, call(desk, name)])),
    trackEvent: fromPromise(async () => undefined),
    session: sessionMachine.provide({ actors: { login: call(desk, 'login'), validateLogin: call(desk, 'validateLogin') } }),
  };
}
