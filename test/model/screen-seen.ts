import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyMachineSnapshot } from 'xstate';
import { FlowFrame } from '../../src/app/frame/flow-frame.tsx';
import { machineFrameSource } from '../../src/app/frame/machine-source.tsx';
import type { FlowBindingContext } from '../../src/app/bindings/flow-context.tsx';
import { preloadScreenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import { currentMeta, urlForSnapshot } from '../../machines/route-table.ts';
import type { Seen } from '../e2e/screen-oracle.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { selectShell } from '../../screens/shell/flow-shell.selector.ts';
import { selectRetry } from '../../screens/load-failed/load-failed.selector.ts';
import { EXPECTED_STATES } from '../e2e/screen-expectations.ts';
import { PROPS_OF } from './screen-props.ts';

// What a snapshot shows an applicant, at the machine level: the app's own frame (shell, bindings,
// selectors, screens) rendered to HTML for the snapshot, with the URL and route name the app derives
// from it. The same snapshot always renders the same page, so each distinct one is rendered once.

/** The screen chunks of the bindings (`screenChunk(..., name)`). */
const CHUNKS = [
  'about', 'accept-offer', 'additional-services', 'congratulations', 'dashboard', 'get-started', 'instalink', 'not-pre-qualified', 'offer-start', 'payment',
  'petless-offer', 'processing', 'quiz', 'sign-in', 'unsupported-address', 'upload-document', 'user-info', 'verify-code', 'welcome',
];

/** Every screen's chunk, loaded once: a render then never suspends on one. */
export async function loadAllScreens(): Promise<void> {
  await Promise.all(CHUNKS.map((chunk) => preloadScreenChunk(chunk)));
}

// The runtime and services the frame reads: the snapshot, and nothing that is called while rendering.
const services = { api: { call: () => Promise.reject(new Error('no calls while rendering')) }, apiCall: () => Promise.reject(new Error('no calls')), analytics: { track: () => {} } };
const config = { mode: 'production', stripe_publishable_key: null, google_maps_key: null } as const;

function render(snapshot: AnyMachineSnapshot): string {
  const actor = { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }) };
  const runtime = { actor, send: () => {}, applicantIntents: () => 0, stop: () => {}, confirmation: null, uploadProgress: new Map() };
  const value = { runtime, services, config } as unknown as FlowBindingContext;
  return renderToStaticMarkup(createElement(FlowFrame, { source: machineFrameSource({ ...value, linkError: null }) }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();


const rendered = new Map<string, { heading: string | null; text: string }>();

/** The page of a snapshot: its main heading and text (rendered once per distinct snapshot). */
function pageOf(snapshot: AnyMachineSnapshot): { heading: string | null; text: string } {
  const flow = snapshot as unknown as FlowSnapshot;
  const shell = selectShell(flow);
  const props = shell.view === 'retry' ? selectRetry(flow) : shell.meta ? PROPS_OF[shell.meta.screen](flow) : null;
  const key = JSON.stringify([shell, props]);
  let page = rendered.get(key);
  if (!page) {
    const html = render(snapshot);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
    page = { heading: h1 === undefined ? null : textOf(h1), text: textOf(main) };
    rendered.set(key, page);
  }
  return page;
}

const ROUTABLE = new Set(EXPECTED_STATES);

/**
 * The routable state a snapshot rests in: the deepest active state the oracle has an expectation for
 * (the post-payment page is inside the payment), else the top-level state.
 */
export function stateIdOf(snapshot: AnyMachineSnapshot): string {
  const keys = (snapshot._nodes as { id: string; parent?: unknown }[]).filter((node) => node.parent).map((node) => node.id);
  return keys.filter((key) => ROUTABLE.has(key)).at(-1) ?? keys[0] ?? '';
}

/** What the snapshot shows: the state, its route name and URL, the page's heading and text. */
export function seenAt(snapshot: AnyMachineSnapshot): Seen {
  const meta = currentMeta(snapshot as never);
  return { stateId: stateIdOf(snapshot), route: meta?.route ?? (meta?.screen === 'signin' ? 'signin' : null), url: urlForSnapshot(snapshot as never), ...pageOf(snapshot) };
}
