import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { onboardingActors, type OnboardingActorName } from '../../machines/onboarding.actors.ts';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import { createPaymentConfirmation } from '../../services/payment/payment-confirmation.ts';
import { FlowContext } from '../../src/app/bindings/flow-context.tsx';
import type { FlowRuntime } from '../../src/app/flow-runtime.ts';
import { FlowFrame } from '../../src/app/frame/flow-frame.tsx';
import { machineFrameSource } from '../../src/app/frame/machine-source.tsx';

// The real machine behind the app's frame or a binding, in jsdom: the services a test gives answer,
// every other call stays pending (the flow waits where the test looks). The actor stops when the
// test ends.

const CONFIG: ClientConfig = { mode: 'production', stripe_publishable_key: null, google_maps_key: null };

export function startFlowInDom(services: Partial<Record<OnboardingActorName, AnyActorLogic>>) {
  const pending = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(onboardingActors).map((name) => [name, name === 'session' ? fromCallback(() => () => {}) : pending]));
  const machine = onboardingMachine.provide({ actors: { ...actors, ...services } as never });
  const actor = createActor(machine, {
    input: { entry: 'offer', isMobile: false, clientId: 'client-1', offerId: null, promoCode: null, tokens: null, originationId: 'orig-1' },
  }).start();
  const stop = (): void => {
    actor.stop();
  };
  onTestFinished(stop);
  const runtime = { actor, send: actor.send.bind(actor), applicantIntents: () => 0, stop, confirmation: createPaymentConfirmation(), uploadProgress: new Map() } as unknown as FlowRuntime;
  const browserServices = createBrowserServices({ fetch: () => new Promise<Response>(() => {}) });
  const renderInFlow = (ui: ReactElement) => render(<FlowContext.Provider value={{ runtime, services: browserServices, config: CONFIG }}>{ui}</FlowContext.Provider>);
  /** The app's whole frame, its props from this machine. */
  const renderFrame = () => render(<FlowFrame source={machineFrameSource({ runtime, services: browserServices, config: CONFIG, linkError: null })} />);
  return { actor, runtime, renderInFlow, renderFrame };
}
