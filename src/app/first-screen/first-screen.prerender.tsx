import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createSourceSwitch } from '../frame/frame-source.ts';
import { FirstScreenRoot } from './first-screen-root.tsx';
import { createStandIn } from './stand-in-source.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

// Build time only (scripts/build/prerender.ts): the first screen's HTML, rendered by React's static
// prerender from the same element the browser hydrates (hydrate-first-screen.tsx).

export async function renderFirstScreen(page: FirstScreenPage): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <FirstScreenRoot sources={createSourceSwitch(createStandIn(page, () => {}))} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
