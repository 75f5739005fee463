import { useEffect, useMemo, useState } from 'react';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ClientConfig } from '../../services/contract/config.schema.ts';
import type { Screen } from '../../machines/steps/step-declarations.ts';
import { Spinner } from '../ui/spinner.tsx';
import { flowRuntimeSteps } from './flow-runtime.ts';
import { redeemInstantLink } from './instant-link.ts';
import { LINK_ELSEWHERE_MESSAGE } from '../../screens/offer-start/start-messages.ts';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import type { FlowRuntime } from './flow-runtime.ts';
import type { FlowBindingContext } from './bindings/flow-context.tsx';
import { preloadScreenChunk, SCREEN_CHUNK_FAILED } from './bindings/screen-chunk.tsx';
import { selectShell } from '../../screens/shell/flow-shell.selector.ts';
import { FlowFrame } from './frame/flow-frame.tsx';
import { machineFrameSource } from './frame/machine-source.tsx';

// The applicant's flow: browser services, the running machine, and the frame's props from it
// (frame/machine-source.tsx).
//
// It starts in one of two ways. On a page the build prerendered (the offer and start pages), the
// frame is already painted and alive with the first screen's stand-in as its source (first-screen/):
// the flow is prepared here in the background, and the frame takes its props from it once it is
// ready, in the same tree. On any other page, the app prepares the flow itself and shows a spinner
// meanwhile.

const OFFLINE_CONFIG: ClientConfig = { mode: 'sandbox', stripe_publishable_key: null, google_maps_key: null };

/** Everything the flow needs before its first render: services, the running machine, the config. */
export interface PreparedFlow extends FlowBindingContext {
  linkError: string | null;
}

// One preparation per page load (React's strict mode runs effects twice in development; a link's
// verifier can only be redeemed once).
let preparing: Promise<PreparedFlow> | null = null;

export interface PrepareOptions {
  /** Record the visit (a first screen has recorded it already). */
  trackVisit?: boolean;
  /**
   * A pause between the preparation's steps, so that a slow phone handles the keys typed meanwhile
   * (a first screen prepares the flow while the applicant types); none by default.
   */
  pause?: () => Promise<void>;
}

export function prepareFlow({ trackVisit = true, pause = () => Promise.resolve() }: PrepareOptions = {}): Promise<PreparedFlow> {
  preparing ??= (async () => {
    let runtime: FlowRuntime | null = null;
    const services: BrowserServices = createBrowserServices({ onSessionCleared: () => runtime?.send({ type: 'app.tokens', tokens: null }) });
    const config = services.api.call(endpoints.clientConfig).catch(() => OFFLINE_CONFIG);
    const link = await redeemInstantLink(services);
    const steps = flowRuntimeSteps(services);
    for (;;) {
      await pause();
      const step = steps.next();
      if (step.done) {
        runtime = step.value;
        break;
      }
    }
    // A screen's chunk that failed to load raises an event (the boundary shows the retry view): report it.
    window.addEventListener(SCREEN_CHUNK_FAILED, (event) => {
      const { screen, message } = (event as CustomEvent<{ screen: string; message: string }>).detail;
      services.analytics.track('screen_chunk_failed', { screen, message });
    });
    if (trackVisit) void services.visits.track({});
    const prepared = { services, runtime, config: await config, linkError: link && !link.ok ? (link.serverMessage ?? LINK_ELSEWHERE_MESSAGE) : null };
    // Prepared means ready to paint: the screen the flow shows first is loaded too, so a returning
    // applicant's own screen takes the first screen's place without a loading view in between.
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

/** Every page but the prerendered ones: the flow is prepared here, with a spinner meanwhile. */
export default function OnboardingApp() {
  const [flow, setFlow] = useState<PreparedFlow | null>(null);

  useEffect(() => {
    let current = true;
    void prepareFlow().then((ready) => current && setFlow(ready));
    return () => {
      current = false;
    };
  }, []);

  const source = useMemo(() => (flow ? machineFrameSource(flow) : null), [flow]);
  if (!source) return <Spinner />;
  return <FlowFrame source={source} />;
}
