import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from '../ui/spinner.tsx';
import { pageForPath } from './page-for-path.ts';

// The top of the app: the flow map and the static pages are chunks of their own, outside the
// applicant's flow; the flow URLs belong to the onboarding machine, which decides what it shows;
// any other path gets the not-found page.

const FlowMapPage = lazy(() => import('../flow-map/flow-map.page.tsx'));
const StaticPage = lazy(() => import('./static-page.tsx'));
const OnboardingApp = lazy(() => import('./onboarding-app.tsx'));
const SandboxAuthenticationPage = lazy(() => import('./sandbox/sandbox-authentication.page.tsx'));
const OpenLiveStepPage = lazy(() => import('../flow-map/live-step/open-live-step.page.tsx'));
const NotFoundScreen = lazy(() => import('../../screens/static-pages/not-found.screen.tsx'));

export function App() {
  const page = pageForPath(window.location.pathname);
  return (
    <Suspense fallback={<PageLoading />}>
      {page.kind === 'flow-map' ? (
        <FlowMapPage />
      ) : page.kind === 'live-step' ? (
        <OpenLiveStepPage />
      ) : page.kind === 'sandbox-authentication' ? (
        <SandboxAuthenticationPage />
      ) : page.kind === 'static' ? (
        <StaticPage page={page.page} />
      ) : page.kind === 'not-found' ? (
        <main className="z-static-page">
          <NotFoundScreen />
        </main>
      ) : (
        <OnboardingApp />
      )}
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner />
    </div>
  );
}

/** Renders the app into the page's root element (every page but the prerendered ones: src/main.tsx). */
export function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
