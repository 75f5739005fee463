import { afterEach, describe, expect, it } from 'vitest';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import { startFlowRuntime } from '../flow-runtime.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import { createSourceSwitch } from '../frame/frame-source.ts';
import type { FrameIntent, SourceSwitch } from '../frame/frame-source.ts';
import { machineFrameSource } from '../frame/machine-source.tsx';
import { FirstScreenRoot } from './first-screen-root.tsx';
import { createStandIn } from './stand-in-source.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

// One tree from the first paint (DESIGN decision 16): the prerendered page is hydrated, not
// replaced, and the form the applicant types into stays the same element, with its value and the
// focus, when the machine's props take the stand-in's place. What was typed before the page came
// alive is the form's from then on. The HTML comes from renderToString (in one test file the static
// prerender and the client renderer would share React's context objects, which React refuses).

const GET_STARTED: FirstScreenPage = { screen: 'get-started', offerId: null };
const CONFIG: ClientConfig = { mode: 'production', stripe_publishable_key: null, google_maps_key: null };

let root: Root | null = null;
let runtime: FlowRuntime | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  runtime?.stop();
  runtime = null;
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/');
});

const element = (sources: SourceSwitch) => (
  <StrictMode>
    <FirstScreenRoot sources={sources} />
  </StrictMode>
);

/** The page as the build writes it, in the document; its sources and the intents the stand-in got. */
function prerenderedPage(page: FirstScreenPage) {
  const intents: FrameIntent[] = [];
  const sources = createSourceSwitch(createStandIn(page, (intent) => intents.push(intent)));
  const container = document.createElement('div');
  container.innerHTML = renderToString(element(sources));
  document.body.append(container);
  return { container, sources, intents };
}

function hydrate(container: HTMLElement, sources: SourceSwitch): void {
  act(() => {
    root = hydrateRoot(container, element(sources));
  });
}

/** Typing as the browser does it before React listens: the field's value changes, an input event goes out. */
function typeBeforeScripts(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const phoneField = () => screen.getByLabelText<HTMLInputElement>('Phone number');

function startMachine(path: string): FlowRuntime {
  history.replaceState(null, '', path);
  // The flow's calls never answer: only what the machine receives is looked at.
  runtime = startFlowRuntime(createBrowserServices({ fetch: () => new Promise<Response>(() => {}) }));
  return runtime;
}

describe('one tree from the first paint', () => {
  it('makes what was typed before the page came alive the form’s own: shown formatted, and sent with Next', async () => {
    const { container, sources, intents } = prerenderedPage(GET_STARTED);
    typeBeforeScripts(phoneField(), '5125550100');
    typeBeforeScripts(screen.getByLabelText('Date of birth'), '0115');
    hydrate(container, sources);
    expect(phoneField()).toHaveValue('(512) 555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(intents).toEqual([{ type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550100', dob: '01-15' } }]));
  });

  it('keeps the field being typed in, its text and the focus when the machine’s props take over', async () => {
    const { container, sources } = prerenderedPage(GET_STARTED);
    hydrate(container, sources);
    const user = userEvent.setup();
    const field = phoneField();
    await user.click(field);
    await user.keyboard('512555');
    const flow = startMachine('/signup/start');
    act(() => sources.switchTo(machineFrameSource({ runtime: flow, services: createBrowserServices({ fetch: () => new Promise<Response>(() => {}) }), config: CONFIG, linkError: null })));
    // The same element: not unmounted, not drawn anew.
    expect(phoneField()).toBe(field);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('(512) 555');
    await user.keyboard('0100');
    await user.click(screen.getByLabelText('Date of birth'));
    await user.keyboard('0115');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(flow.actor.getSnapshot().context.phoneNumber).toBe('+15125550100'));
    expect(flow.actor.getSnapshot().context.dobMonthDay).toBe('01-15');
  });

  it('does not give the heading the focus as the first screen comes alive', async () => {
    const { container, sources } = prerenderedPage(GET_STARTED);
    phoneField().focus();
    hydrate(container, sources);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(phoneField()).toHaveFocus();
  });
});
