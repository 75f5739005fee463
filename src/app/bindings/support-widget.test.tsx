import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import { onboardingActors } from '../../../machines/onboarding.actors.ts';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import { createPaymentConfirmation } from '../../../services/payment/payment-confirmation.ts';
import { resetSupportWidgetLoader } from '../../../services/support/support-widget-loader.ts';
import { preDecisionSignups, petApplication, pricing } from '../../flow-map/machine-model/model-fixtures.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import { FlowFrame } from '../frame/flow-frame.tsx';
import { machineFrameSource } from '../frame/machine-source.tsx';

// The customer-support widget: the additional services page loads the script the configuration
// names (SUPPORT_WIDGET_URL), once, and shows its own panel until the widget is there, or when
// none is configured or it fails. No other page loads it, the applicant's first screen least of all.

const WIDGET = 'https://widget.support.example/v2/loader.js';
const config = (url: string | null): ClientConfig => ({ mode: 'sandbox', stripe_publishable_key: null, google_maps_key: null, support_widget_url: url });
const widgetScripts = () => [...document.querySelectorAll('script')].filter((script) => script.getAttribute('src') === WIDGET);

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  for (const script of widgetScripts()) script.remove();
  resetSupportWidgetLoader();
});

/** The running flow on a page, rendered as the app does, with this client configuration. */
async function pageOf(url: string | null, at: 'additional-services' | 'offer-start') {
  const pending = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(onboardingActors).map((name) => [name, name === 'session' ? fromCallback(() => () => {}) : pending]));
  const machine = onboardingMachine.provide({
    actors: {
      ...actors,
      loadRegulatoryDocuments: fromPromise(async () => []),
      fetchSignup: fromPromise(async () => preDecisionSignups.approved),
      // Five hours left of the window, whatever today's date.
      loadPetApplication: fromPromise(async () => petApplication({ finalizationDeadline: new Date(Date.now() + 5 * 3600_000).toISOString() })),
      fetchPricing: fromPromise(async () => pricing),
    } as never,
  });
  const actor = createActor(machine, {
    input: { entry: 'offer', isMobile: false, clientId: 'client-1', offerId: null, promoCode: null, tokens: null, originationId: at === 'offer-start' ? null : 'orig-1' },
  }).start();
  stops.push(() => actor.stop());
  if (at === 'additional-services') {
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await waitFor(actor, (snapshot) => snapshot.matches({ additionalServices: { ready: { panel: 'idle' } } }));
  } else {
    actor.send({ type: 'nav.location', url: '/' });
    await waitFor(actor, (snapshot) => snapshot.matches('offerStart'));
  }
  const runtime = { actor, send: actor.send.bind(actor), applicantIntents: () => 0, stop: () => actor.stop(), confirmation: createPaymentConfirmation(), uploadProgress: new Map() } as unknown as FlowRuntime;
  const services = createBrowserServices({ fetch: () => new Promise<Response>(() => {}) });
  render(<FlowFrame source={machineFrameSource({ runtime, services, config: config(url), linkError: null })} />);
}

describe('the customer-support widget', () => {
  it('without a configured widget the additional services page shows its own panel and loads no script', async () => {
    await pageOf(null, 'additional-services');
    expect(await screen.findByRole('heading', { level: 1, name: "Adjust and finalize Rex's insurance policy" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer support' })).toHaveTextContent('Questions?');
    expect(document.querySelectorAll('script[data-support-widget]')).toHaveLength(0);
  });

  it('configured, the page loads its script once; the panel stands in until the widget is there', async () => {
    await pageOf(WIDGET, 'additional-services');
    await screen.findByRole('heading', { level: 1, name: "Adjust and finalize Rex's insurance policy" }, { timeout: 10_000 });
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).toHaveAttribute('async');
    expect(screen.getByRole('region', { name: 'Customer support' })).toHaveTextContent('Questions?');
    await act(async () => {
      widgetScripts()[0]?.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByRole('region', { name: 'Customer support' })).not.toBeInTheDocument();
    expect(screen.queryByText('Questions?')).not.toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('a widget that fails to load leaves the panel, and takes its tag away', async () => {
    await pageOf(WIDGET, 'additional-services');
    await screen.findByRole('heading', { level: 1, name: "Adjust and finalize Rex's insurance policy" }, { timeout: 10_000 });
    expect(widgetScripts()).toHaveLength(1);
    await act(async () => {
      widgetScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('region', { name: 'Customer support' })).toHaveTextContent('Questions?');
    expect(widgetScripts()).toHaveLength(0);
  });

  it("the applicant's first screen never loads it, configured or not", async () => {
    await pageOf(WIDGET, 'offer-start');
    // Its screen's code loads first (a chunk of its own).
    expect(await screen.findByRole('heading', { level: 1, name: /A credit card with up to \$10k of built-in pet insurance/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(0);
  });
});
