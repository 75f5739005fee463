import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import { SUPPORT_EMAIL } from '../../services/contract/product.ts';
import type { Screen } from '../../machines/onboarding.types.ts';
import { FlowShell } from '../shell/flow-shell.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { startFlowRuntime } from './flow-runtime.ts';
import { redeemInstantLink } from './instant-link.ts';
import { Banner } from '../ui/banner.tsx';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import type { FlowRuntime } from './flow-runtime.ts';
import { FlowContext, useFlow as useFlowValue, useFlowSelector } from './bindings/flow-context.tsx';
import type { FlowBindingContext } from './bindings/flow-context.tsx';
import { ScreenView } from './bindings/screen-view.tsx';
import { InfoModalHost } from './bindings/info-modal-host.tsx';
import { preloadScreenChunk, ScreenChunkBoundary, SCREEN_CHUNK_FAILED } from './bindings/screen-chunk.tsx';
import { LoadingView } from './bindings/loading-view.tsx';
import { RetryView } from './bindings/retry-view.tsx';
import { RetryPanel } from './bindings/retry-panel.tsx';
import { selectShell } from './selectors/shell.selector.ts';

// The applicant's app: browser services, the running machine, the shell around the current screen,
// and (sandbox mode only) the sandbox panel.
//
// It starts in one of two ways. On a page the build prerendered (the offer and start pages), the
// first screen is already painted and running without the machine (first-screen/): it prepares the
// flow here in the background and hands the page over once it is ready. On any other page, the app
// prepares the flow itself and shows a spinner meanwhile.

const OFFLINE_CONFIG: ClientConfig = { mode: 'sandbox', stripe_publishable_key: null, google_maps_key: null };

// Product owners' tool, sandbox mode only: never part of an applicant's download.
const SandboxPanel = lazy(() => import('../sandbox/sandbox-panel.tsx').then((m) => ({ default: m.SandboxPanel })));

/** Everything the flow needs before its first render: services, the running machine, the config. */
export interface PreparedFlow extends FlowBindingContext {
  linkError: string | null;
}

// One preparation per page load (React's strict mode runs effects twice in development; a link's
// verifier can only be redeemed once).
let preparing: Promise<PreparedFlow> | null = null;

export function prepareFlow({ trackVisit = true }: { trackVisit?: boolean } = {}): Promise<PreparedFlow> {
  preparing ??= (async () => {
    let runtime: FlowRuntime | null = null;
    const services: BrowserServices = createBrowserServices({ onSessionCleared: () => runtime?.send({ type: 'app.tokens', tokens: null }) });
    const config = services.api.call(endpoints.clientConfig).catch(() => OFFLINE_CONFIG);
    const link = await redeemInstantLink(services);
    runtime = startFlowRuntime(services);
    // A screen's chunk that failed to load raises an event (the boundary shows the retry view): report it.
    window.addEventListener(SCREEN_CHUNK_FAILED, (event) => {
      const { screen, message } = (event as CustomEvent<{ screen: string; message: string }>).detail;
      services.analytics.track('screen_chunk_failed', { screen, message });
    });
    if (trackVisit) void services.visits.track({});
    const prepared = { services, runtime, config: await config, linkError: link && !link.ok ? link.message : null };
    // Prepared means ready to paint: the screen the flow shows first is loaded too, so the first
    // screen's hand-over swaps a page for the same page without a loading view in between.
    const screen = currentScreen(prepared);
    if (screen) await preloadScreenChunk(screen);
    return prepared;
  })();
  return preparing;
}

/**
 * The screen the prepared flow shows now (the first screen hands over only to its own screen); null
 * while the flow shows a loading or retry view instead.
 */
export function currentScreen(flow: PreparedFlow): Screen | null {
  const shell = selectShell(flow.runtime.actor.getSnapshot());
  return shell.view === 'screen' ? (shell.meta?.screen ?? null) : null;
}

export interface OnboardingAppProps {
  /** A flow prepared before the first render (the first screen's hand-over): no spinner. */
  prepared?: PreparedFlow;
  /** Called once the flow's first screen is in the page (before it is painted). */
  onShown?: () => void;
}

export default function OnboardingApp({ prepared, onShown }: OnboardingAppProps) {
  const [flow, setFlow] = useState<PreparedFlow | null>(prepared ?? null);

  useEffect(() => {
    if (flow) return;
    let current = true;
    void prepareFlow().then((ready) => current && setFlow(ready));
    return () => {
      current = false;
    };
  }, [flow]);

  useLayoutEffect(() => {
    if (flow) onShown?.();
    // Once: the first render with a flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow !== null]);

  const value = useMemo<FlowBindingContext | null>(() => (flow ? { runtime: flow.runtime, services: flow.services, config: flow.config } : null), [flow]);
  if (!value || !flow) return <Spinner label="Loading" />;
  return (
    <FlowContext.Provider value={value}>
      <FlowFrame linkError={flow.linkError} />
    </FlowContext.Provider>
  );
}

export function FlowFrame({ linkError }: { linkError: string | null }) {
  const { runtime, services, config } = useFlowValue();
  const shell = useFlowSelector(selectShell);
  const recipient = useFlowSelector((snapshot) => snapshot.context.phoneNumber);
  const screen = shell.meta?.screen ?? null;
  return (
    <InfoModalHost petType={shell.petType}>
      <FlowShell
        {...(shell.step !== null ? { step: shell.step, maxStep: shell.maxStep } : {})}
        {...(shell.canGoBack ? { onBack: () => runtime.send({ type: 'user.back' }) } : {})}
        onReload={() => runtime.send({ type: 'user.reload' })}
        onClose={() => runtime.send({ type: 'user.close' })}
        supportEmail={SUPPORT_EMAIL}
      >
        {linkError ? <Banner tone="error">{linkError}</Banner> : null}
        {/* A failed load shows Try again wherever it happened: resume (where the application stands) has no screen of its own. */}
        {shell.view === 'retry' ? (
          <RetryView />
        ) : shell.view === 'loading' || !screen ? (
          <LoadingView />
        ) : (
          <ScreenChunkBoundary
            key={screen}
            screen={screen}
            onError={(failed, error) => services.analytics.track('screen_failed', { screen: failed, message: error instanceof Error ? error.message : String(error) })}
            fallback={(retry) => (
              <RetryPanel title="We couldn't load this page" message="Please check your connection and try again. Nothing you entered has been lost." onRetry={retry} />
            )}
          >
            <Suspense fallback={<LoadingView />}>
              <ScreenView screen={screen} />
            </Suspense>
          </ScreenChunkBoundary>
        )}
      </FlowShell>
      {config.mode === 'sandbox' ? (
        <Suspense fallback={null}>
          <SandboxPanel recipient={recipient} loadOutbox={async (to) => (await services.api.call(endpoints.outbox, { query: { to } })).results} />
        </Suspense>
      ) : null}
    </InfoModalHost>
  );
}
