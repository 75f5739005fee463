import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { onboardingActors } from '../../machines/onboarding.actors.ts';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import { createPaymentConfirmation } from '../../services/payment/payment-confirmation.ts';
import { approvalSignups } from '../../test/model/model-fixtures.ts';
import { FlowContext } from './bindings/flow-context.tsx';
import type { FlowRuntime } from './flow-runtime.ts';
import { FlowFrame } from './onboarding-app.tsx';

// Congratulations: going back to accept-offer is blocked (second document, 2.3), so the top bar has
// no Back button there. A Back that does nothing is a dead button.

const CONFIG: ClientConfig = { mode: 'production', stripe_publishable_key: null, google_maps_key: null };

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('the congratulations page in the flow frame', () => {
  it('shows the approved card and no Back button', async () => {
    const pending = fromPromise(() => new Promise<never>(() => {}));
    const actors = Object.fromEntries(Object.keys(onboardingActors).map((name) => [name, name === 'session' ? fromCallback(() => () => {}) : pending]));
    const machine = onboardingMachine.provide({
      actors: { ...actors, fetchSignup: fromPromise(async () => approvalSignups.approved) } as never,
    });
    const actor = createActor(machine, {
      input: { entry: 'offer', isMobile: false, clientId: 'client-1', offerId: null, promoCode: null, tokens: null, originationId: 'orig-1' },
    }).start();
    stop = () => actor.stop();
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/congratulations' });
    await waitFor(actor, (snapshot) => snapshot.matches({ congratulations: 'shown' }));
    const runtime = { actor, send: actor.send.bind(actor), stop, confirmation: createPaymentConfirmation(), uploadProgress: new Map() } as unknown as FlowRuntime;
    render(
      <FlowContext.Provider value={{ runtime, services: createBrowserServices({ fetch: () => new Promise<Response>(() => {}) }), config: CONFIG }}>
        <FlowFrame linkError={null} />
      </FlowContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: /congratulations/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
