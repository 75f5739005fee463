import { Suspense, useEffect, useMemo, useState } from 'react';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import { SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { FlowShell } from '../shell/flow-shell.tsx';
import { SandboxPanel } from '../sandbox/sandbox-panel.tsx';
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
import { ScreenChunkBoundary, SCREEN_CHUNK_FAILED } from './bindings/screen-chunk.tsx';
import { LoadingView } from './bindings/loading-view.tsx';
import { RetryView } from './bindings/retry-view.tsx';
import { RetryPanel } from './bindings/retry-panel.tsx';
import { selectShell } from './selectors/shell.selector.ts';

// The applicant's app: browser services, the running machine, the shell around the current screen,
// and (sandbox mode only) the sandbox panel.

const OFFLINE_CONFIG: ClientConfig = { mode: 'sandbox', stripe_publishable_key: null, google_maps_key: null };

interface Boot {
  services: BrowserServices;
  runtime: FlowRuntime;
  linkError: string | null;
}

// One boot per page load (React's strict mode runs effects twice in development; a link's verifier
// can only be redeemed once).
let booting: Promise<Boot> | null = null;

function boot(): Promise<Boot> {
  booting ??= (async () => {
    let runtime: FlowRuntime | null = null;
    const services = createBrowserServices({ onSessionCleared: () => runtime?.send({ type: 'app.tokens', tokens: null }) });
    const link = await redeemInstantLink(services);
    runtime = startFlowRuntime(services);
    // A screen's chunk that failed to load raises an event (the boundary shows the retry view): report it.
    window.addEventListener(SCREEN_CHUNK_FAILED, (event) => {
      const { screen, message } = (event as CustomEvent<{ screen: string; message: string }>).detail;
      services.analytics.track('screen_chunk_failed', { screen, message });
    });
    return { services, runtime, linkError: link && !link.ok ? link.message : null };
  })();
  return booting;
}

export default function OnboardingApp() {
  const [flow, setFlow] = useState<Boot | null>(null);
  const [config, setConfig] = useState<ClientConfig | null>(null);

  useEffect(() => {
    let current = true;
    void boot().then((booted) => {
      if (!current) return;
      setFlow(booted);
      booted.services.api
        .call(endpoints.clientConfig)
        .then((loaded) => current && setConfig(loaded))
        .catch(() => current && setConfig(OFFLINE_CONFIG));
      void booted.services.visits.track({});
    });
    return () => {
      current = false;
    };
  }, []);

  const value = useMemo<FlowBindingContext | null>(() => (flow && config ? { runtime: flow.runtime, services: flow.services, config } : null), [flow, config]);
  if (!value || !flow) return <Spinner label="Loading" />;
  return (
    <FlowContext.Provider value={value}>
      <FlowFrame linkError={flow.linkError} />
    </FlowContext.Provider>
  );
}

function FlowFrame({ linkError }: { linkError: string | null }) {
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
        {shell.view === 'loading' || !screen ? (
          <LoadingView />
        ) : shell.view === 'retry' ? (
          <RetryView />
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
        <SandboxPanel recipient={recipient} loadOutbox={async (to) => (await services.api.call(endpoints.outbox, { query: { to } })).results} />
      ) : null}
    </InfoModalHost>
  );
}
