import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { onboardingActors, type OnboardingActorName } from '../../machines/onboarding.actors.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import type { OnboardingEmitted } from '../../machines/onboarding.events.ts';
import { regulatoryDocuments } from '../../src/flow-map/machine-model/model-fixtures.ts';

// A running onboarding actor whose services are plain async functions of their input. A service a
// test does not give stays pending, so the flow waits where the test stops. Calls are recorded.

export type Services = Partial<Record<OnboardingActorName | 'login' | 'validateLogin', (input: never) => unknown>>;
export interface Call {
  name: string;
  input: unknown;
}

export function flowMachine(services: Services, calls: Call[]) {
  const fake = (name: string) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      const impl = services[name as keyof Services] as ((input: unknown) => unknown) | undefined;
      if (!impl) return new Promise<never>(() => {});
      return impl(input);
    });
  const actors: Record<string, unknown> = Object.fromEntries(
    Object.keys(onboardingActors).filter((name) => name !== 'session').map((name) => [name, fake(name)]),
  );
  actors.session = sessionMachine.provide({
    actors: { login: fake('login'), validateLogin: fake('validateLogin') } as never,
  });
  return onboardingMachine.provide({ actors: actors as never });
}

/** What every flow is given unless it says otherwise: analytics that do nothing, the regulatory documents. */
export const baseServices: Services = { trackEvent: async () => undefined, loadRegulatoryDocuments: async () => regulatoryDocuments };

export function startFlow(services: Services, input: OnboardingInput = {}, snapshot?: SnapshotFrom<typeof onboardingMachine>) {
  const calls: Call[] = [];
  const emitted: OnboardingEmitted[] = [];
  const machine = flowMachine({ ...baseServices, ...services }, calls);
  const actor = createActor(machine, snapshot ? { snapshot, input } : { input });
  actor.on('*', (event) => emitted.push(event as OnboardingEmitted));
  actor.start();
  const callsOf = (name: string) => calls.filter((c) => c.name === name);
  return { actor, calls, callsOf, emitted, machine };
}

/** Lets resolved service promises reach the machine. */
export const settle = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};
