import { afterEach, describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import type { ReactElement } from 'react';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import { startFlowRuntime } from '../flow-runtime.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import { FlowFrame } from '../frame/flow-frame.tsx';
import { machineFrameSource } from '../frame/machine-source.tsx';
import { renderFirstScreen } from './first-screen.prerender.tsx';
import { FIRST_SCREEN_PAGES } from './first-screen-page.ts';

// The prerendered first screen and the frame with the machine's props in its first state must be
// the same page: the frame switches from the one to the other in place, and anything that differs
// would jump (CLS) or flash. Compared as markup, all lazy parts resolved, without React's markers
// and generated ids.

const APPLICANT_CONFIG: ClientConfig = { mode: 'production', stripe_publishable_key: null, google_maps_key: null };

async function markup(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const comparable = (html: string): string =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/_[rR]_[0-9a-zA-Z]+_/g, '_id_');

let runtime: FlowRuntime | null = null;
afterEach(() => {
  runtime?.stop();
  runtime = null;
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the first screen before the flow has loaded', () => {
  for (const { path, page } of FIRST_SCREEN_PAGES) {
    it(`is the page the machine's props show first on ${path}`, async () => {
      history.replaceState(null, '', path);
      // The flow's calls never answer: the page as it is before anything has loaded.
      const services = createBrowserServices({ fetch: () => new Promise<Response>(() => {}) });
      runtime = startFlowRuntime(services);
      const flow = await markup(<FlowFrame source={machineFrameSource({ runtime, services, config: APPLICANT_CONFIG, linkError: null })} />);
      const first = await renderFirstScreen({ ...page, flowStart: 'on-interaction' });
      expect(comparable(first)).toContain('<h1');
      expect(comparable(first)).toBe(comparable(flow));
    });
  }
});
