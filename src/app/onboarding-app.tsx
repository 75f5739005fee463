import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import { SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { currentMeta } from '../../machines/route-table.ts';
import { FlowShell } from '../shell/flow-shell.tsx';
import { SandboxPanel } from '../sandbox/sandbox-panel.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { startFlowRuntime } from './flow-runtime.ts';
import { redeemInstantLink } from './instant-link.ts';
import { Banner } from '../ui/banner.tsx';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import type { FlowRuntime } from './flow-runtime.ts';
import { FlowContext, useFlow as useFlowValue } from './bindings/flow-context.tsx';
import type { FlowBindingContext } from './bindings/flow-context.tsx';
import { ScreenView } from './bindings/screen-view.tsx';
import { InfoModalHost } from './bindings/info-modal-host.tsx';

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
    runtime = startFlowRuntime(services, {
      onTimedOut: (originationId, phase) => services.analytics.track('decision_timed_out', { origination_id: originationId, phase }),
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
  const snapshot = useSelector(runtime.actor, (s) => s);
  const meta = currentMeta(snapshot);
  const canGoBack = snapshot.can({ type: 'user.back' });
  return (
    <InfoModalHost petType={snapshot.context.animal?.pet_type ?? 'dog'}>
      <FlowShell
        {...(meta?.step !== undefined ? { step: meta.step, maxStep: meta.maxStep ?? 7 } : {})}
        {...(canGoBack ? { onBack: () => runtime.send({ type: 'user.back' }) } : {})}
        onReload={() => runtime.send({ type: 'user.reload' })}
        onClose={() => runtime.send({ type: 'user.close' })}
        supportEmail={SUPPORT_EMAIL}
      >
        {linkError ? <Banner tone="error">{linkError}</Banner> : null}
        <Suspense fallback={<Spinner label="Loading" />}>{meta ? <ScreenView key={meta.screen} screen={meta.screen} /> : <Spinner label="Loading" />}</Suspense>
      </FlowShell>
      {config.mode === 'sandbox' ? (
        <SandboxPanel
          recipient={snapshot.context.phoneNumber}
          loadOutbox={async (to) => (await services.api.call(endpoints.outbox, { query: { to } })).results}
        />
      ) : null}
    </InfoModalHost>
  );
}

