import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstScreen } from './first-screen.tsx';
import type { FirstScreenIntent } from './first-screen.tsx';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { FIRST_SCREEN_PAGES } from './first-screen-page.ts';
import type { FirstScreenPage } from './first-screen-page.ts';
import { noteEarlyTyping } from './early-typing.ts';

// The prerendered first screen is on the page, usable, before any script runs. What the applicant
// types then must end up in the form React hydrates, and go with their Next to the flow: the real
// first screen, rendered to HTML and then hydrated as the browser does. (The HTML comes from
// renderToString, not the build's static prerender: in one test file that renderer and the client's
// share React's context objects, and React refuses two primary renderers on one context.)

const OFFER: FirstScreenPage = { screen: 'offer-start', offerId: null, flowStart: 'on-interaction' };

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function prerenderedPage(page: FirstScreenPage = OFFER): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(firstScreen(page));
  document.body.append(container);
  return container;
}

/** Typing as the browser does it before React listens: the field's value changes, an input event goes out. */
function typeBeforeScripts(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const firstScreen = (page: FirstScreenPage, onIntent: (intent: FirstScreenIntent) => void = () => {}, onShown?: () => void) => (
  <StrictMode>
    <FirstScreen page={page} onIntent={onIntent} {...(onShown ? { onShown } : {})} />
  </StrictMode>
);

function hydrate(container: HTMLElement, onShown?: () => void) {
  const intents: FirstScreenIntent[] = [];
  act(() => {
    root = hydrateRoot(container, firstScreen(OFFER, (intent) => void intents.push(intent), onShown));
  });
  return intents;
}

const phoneField = () => screen.getByLabelText<HTMLInputElement>('Phone number');
const dobField = () => screen.getByLabelText<HTMLInputElement>('Date of birth');

async function typeDobAndPressNext() {
  const user = userEvent.setup();
  await user.type(dobField(), '0115');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function finishAndSubmit(intents: FirstScreenIntent[]) {
  await typeDobAndPressNext();
  await vi.waitFor(() => expect(intents).toHaveLength(1));
  return intents[0];
}

describe('what is typed before the scripts come', () => {
  it('goes into the hydrated form and with Next to the flow', async () => {
    const container = await prerenderedPage();
    typeBeforeScripts(phoneField(), '7375550142');
    const early = noteEarlyTyping(container);
    expect(early.typedBefore).toBe(true);

    const intents = hydrate(container, () => early.carryIntoForm());

    expect(phoneField().value).toBe('(737) 555-0142');
    expect(await finishAndSubmit(intents)).toEqual({ type: 'user.submit', values: { phoneNumber: '+17375550142', dob: '01-15' } });
  });

  it('includes what is typed after the scripts came, until the screen is React’s', async () => {
    const container = await prerenderedPage();
    const early = noteEarlyTyping(container);
    expect(early.typedBefore).toBe(false);
    typeBeforeScripts(phoneField(), '737555');
    typeBeforeScripts(phoneField(), '7375550143');

    const intents = hydrate(container, () => early.carryIntoForm());

    expect(await finishAndSubmit(intents)).toMatchObject({ values: { phoneNumber: '+17375550143' } });
  });

  it('takes what the field holds at the end, even when a fill sent no input event', async () => {
    const container = await prerenderedPage();
    typeBeforeScripts(phoneField(), '737');
    const early = noteEarlyTyping(container);
    // An autofill that only sets the value (and at most a change event).
    phoneField().value = '7375550144';
    phoneField().dispatchEvent(new Event('change', { bubbles: true }));

    const intents = hydrate(container, () => early.carryIntoForm());

    expect(await finishAndSubmit(intents)).toMatchObject({ values: { phoneNumber: '+17375550144' } });
  });

  it('is lost without it: the form renders its own empty value over the text (why it exists)', async () => {
    const container = await prerenderedPage();
    typeBeforeScripts(phoneField(), '7375550142');

    const intents = hydrate(container);
    await typeDobAndPressNext();

    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(phoneField().value).toBe('');
    expect(intents).toEqual([]);
  });

  it('is carried once: what the applicant types afterwards is the form’s own', async () => {
    const container = await prerenderedPage();
    typeBeforeScripts(phoneField(), '7375550142');
    const early = noteEarlyTyping(container);
    const intents = hydrate(container, () => early.carryIntoForm());
    const user = userEvent.setup();
    await user.clear(phoneField());
    await user.type(phoneField(), '5125550160');

    act(() => early.carryIntoForm());

    expect(phoneField().value).toBe('(512) 555-0160');
    expect(await finishAndSubmit(intents)).toMatchObject({ values: { phoneNumber: '+15125550160' } });
  });

  it('leaves a page nobody typed on to the form', async () => {
    const container = await prerenderedPage();
    const early = noteEarlyTyping(container);
    expect(early.typedBefore).toBe(false);
    const intents = hydrate(container, () => early.carryIntoForm());
    await userEvent.setup().type(phoneField(), '5125550161');
    expect(await finishAndSubmit(intents)).toMatchObject({ values: { phoneNumber: '+15125550161' } });
  });
});

describe('the first screens', () => {
  for (const { path, page } of FIRST_SCREEN_PAGES) {
    it(`hold named text fields only, the kind carried into the form (${path})`, async () => {
      const container = await prerenderedPage({ ...page, flowStart: 'on-interaction' });
      const fields = [...container.querySelectorAll('input, select, textarea')];
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(field instanceof HTMLInputElement && ['tel', 'text'].includes(field.type) && field.name !== '').toBe(true);
    });
  }
});
