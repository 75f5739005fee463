import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { onboardingActors } from '../../machines/onboarding.actors.ts';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import { createPaymentConfirmation } from '../../services/payment/payment-confirmation.ts';
import type { FlowRuntime } from './flow-runtime.ts';
import { FlowFrame } from './frame/flow-frame.tsx';
import { machineFrameSource } from './frame/machine-source.tsx';

// A failed load shows Try again wherever it happened, also where the flow has no screen of its own:
// asking the server where the application stands (resume) once showed a loading view for ever.

const CONFIG: ClientConfig = { mode: 'production', stripe_publishable_key: null, google_maps_key: null };

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('the flow frame after a failed load', () => {
  it('offers Try again when the check of where the application stands failed', async () => {
    let validations = 0;
    const pending = fromPromise(() => new Promise<never>(() => {}));
    const actors = Object.fromEntries(Object.keys(onboardingActors).map((name) => [name, name === 'session' ? fromCallback(() => () => {}) : pending]));
    // The signup is not there yet (409): the flow asks where the application stands, and that fails.
    const machine = onboardingMachine.provide({
      actors: {
        ...actors,
        fetchSignup: fromPromise(() => Promise.reject({ status: 409, message: 'Not yet.' })),
        validateOrigination: fromPromise(() => {
          validations += 1;
          return Promise.reject({ status: 500, message: 'Something went wrong.' });
        }),
      } as never,
    });
    const actor = createActor(machine, {
      input: { entry: 'offer', isMobile: false, clientId: 'client-1', offerId: null, promoCode: null, tokens: null, originationId: 'orig-1' },
    }).start();
    stop = () => actor.stop();
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/congratulations' });
    await waitFor(actor, (snapshot) => snapshot.matches({ resume: 'failed' }));
    const runtime = { actor, send: actor.send.bind(actor), applicantIntents: () => 0, stop: stop, confirmation: createPaymentConfirmation(), uploadProgress: new Map() } as unknown as FlowRuntime;
    const services = createBrowserServices({ fetch: () => new Promise<Response>(() => {}) });
    render(<FlowFrame source={machineFrameSource({ runtime, services, config: CONFIG, linkError: null })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(actor, () => validations === 2);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ resume: 'failed' })).toBe(true);
  });
});
