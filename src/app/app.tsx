import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { staticPageFor } from './static-routes.ts';

// The top of the app: the flow map and the static pages are chunks of their own, outside the
// applicant's flow; every other path belongs to the onboarding machine, which decides what it shows.

const FlowMapPage = lazy(() => import('../flow-map/flow-map.page.tsx'));
const StaticPage = lazy(() => import('./static-page.tsx'));
const OnboardingApp = lazy(() => import('./onboarding-app.tsx'));

export function App() {
  const path = window.location.pathname;
  const staticPage = staticPageFor(path);
  return (
    <Suspense fallback={<PageLoading />}>
      {path === '/flow' || path === '/flow/' ? <FlowMapPage /> : staticPage ? <StaticPage page={staticPage} /> : <OnboardingApp />}
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner label="Loading" />
    </div>
  );
}
