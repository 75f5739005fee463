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
import { regulatoryDocuments } from '../../../services/contract/regulatory-documents.ts';

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
      const first = await renderFirstScreen(page);
      expect(comparable(first)).toContain('<h1');
      expect(comparable(first)).toBe(comparable(flow));
    });
  }
});

describe('the documents the applicant agrees to', () => {
  // The first document: the five documents, and the shell loads their links on entry. Their
  // addresses are known when the page is built, so they are links in the HTML itself, before any
  // script or call (issue 34: an applicant's page showed them as plain text until the first tap).
  const AGREED = [
    ['Privacy Policy', 'privacy_policy'],
    ['Privacy Notice', 'privacy_notice'],
    ['Terms of Service', 'terms_of_service'],
    ['TCPA Consent', 'tcpa_consent'],
    ['Electronic Communications Disclosure', 'electronic_communications_disclosure'],
  ] as const;
  const served = regulatoryDocuments();

  for (const { path, page } of FIRST_SCREEN_PAGES) {
    it(`are links in the prerendered HTML of ${path}, to the pages the server names`, async () => {
      const html = new DOMParser().parseFromString(await renderFirstScreen(page), 'text/html');
      const agreement = html.getElementById('start-agreement');
      const links = [...(agreement?.querySelectorAll('a') ?? [])].map((link) => [link.firstChild?.textContent, link.getAttribute('href')]);
      expect(links).toEqual(AGREED.map(([title, type]) => [title, served.find((document) => document.document_type === type)?.url]));
    });
  }
});
