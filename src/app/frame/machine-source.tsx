import { lazy, Suspense } from 'react';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { FlowContext, useFlow, useFlowSelector } from '../bindings/flow-context.tsx';
import type { FlowBindingContext } from '../bindings/flow-context.tsx';
import { InfoModalHost } from '../../../screens/info-modals/info-modals.binding.tsx';
import { LoadingView } from '../../../screens/shared/loading-view.tsx';
import { LoadFailedScreen } from '../../../screens/load-failed/load-failed.screen.tsx';
import { RetryView } from '../../../screens/load-failed/load-failed.binding.tsx';
import { ScreenChunkBoundary } from '../bindings/screen-chunk.tsx';
import { ScreenView } from '../bindings/screen-view.tsx';
import { isStartScreen, selectFrame } from './frame.selector.ts';
import { selectShell } from '../../../screens/shell/flow-shell.selector.ts';
import type { FlowSnapshot } from '../flow-snapshot.ts';
import type { FrameSource, FrameView, StartView } from './frame-source.ts';

// The frame's props from the running machine (frame-source.ts), and the flow's own views in its
// body: every screen but the start screens, the loading and retry views, the sandbox panel.

// Product owners' tool, sandbox mode only: never part of an applicant's download.
const SandboxPanel = lazy(() => import('../sandbox/sandbox-panel.tsx').then((m) => ({ default: m.SandboxPanel })));

export interface MachineFlow extends FlowBindingContext {
  linkError: string | null;
}

function LaterScreens() {
  const { services } = useFlow();
  const shell = useFlowSelector(selectShell);
  const screen = shell.meta?.screen ?? null;
  return (
    <InfoModalHost petType={shell.petType}>
      {/* A failed load shows Try again wherever it happened: resume (where the application stands) has no screen of its own. */}
      {shell.view === 'retry' ? (
        <RetryView />
      ) : shell.view === 'loading' || !screen || isStartScreen(screen) ? (
        <LoadingView />
      ) : (
        <ScreenChunkBoundary
          key={screen}
          screen={screen}
          onError={(failed, error) => services.analytics.track('screen_failed', { screen: failed, message: error instanceof Error ? error.message : String(error) })}
          fallback={(retry) => <LoadFailedScreen cause="code" onRetry={retry} />}
        >
          <Suspense fallback={<LoadingView />}>
            <ScreenView screen={screen} />
          </Suspense>
        </ScreenChunkBoundary>
      )}
    </InfoModalHost>
  );
}

function SandboxExtras() {
  const { services } = useFlow();
  const recipient = useFlowSelector((snapshot) => snapshot.context.phoneNumber);
  return (
    <Suspense fallback={null}>
      <SandboxPanel recipient={recipient} loadOutbox={async (to) => (await services.api.call(endpoints.outbox, { query: { to } })).results} />
    </Suspense>
  );
}

const shallowEqual = (a: object, b: object): boolean => {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

const sameStart = (a: StartView | null, b: StartView | null): boolean =>
  a === b || (a !== null && b !== null && a.screen === b.screen && shallowEqual(a.form, b.form) && (a.screen === 'get-started' || (b.screen === 'offer-start' && Object.is(a.pointsOffer, b.pointsOffer))));

function sameView(a: FrameView, b: FrameView): boolean {
  const { start: startA, ...restA } = a;
  const { start: startB, ...restB } = b;
  return shallowEqual(restA, restB) && sameStart(startA, startB);
}

export function machineFrameSource(flow: MachineFlow): FrameSource {
  const { runtime, linkError } = flow;
  const binding: FlowBindingContext = { runtime, services: flow.services, config: flow.config };
  // The heading-focus rule: a screen reached after an intent of the applicant's was reached by
  // their step; counted from the screen shown when the machine takes the frame over. A view that
  // only waits (loading, processing) hands that step on to the screen after it, whose heading then
  // takes the focus (decision 0070): else the wait would use the step up and leave the focus on the
  // page's body.
  const first = selectFrame(runtime.actor.getSnapshot());
  let shown = { key: first.shownKey, intents: runtime.applicantIntents(), waiting: first.waiting, reachedByApplicant: false };
  let last: { snapshot: FlowSnapshot; view: FrameView } | null = null;

  const view = (): FrameView => {
    const snapshot = runtime.actor.getSnapshot();
    if (last?.snapshot === snapshot) return last.view;
    const { view: data, shownKey, waiting } = selectFrame(snapshot);
    if (shownKey !== shown.key) {
      const intents = runtime.applicantIntents();
      const reachedByApplicant = intents !== shown.intents || (shown.waiting && shown.reachedByApplicant);
      shown = { key: shownKey, intents, waiting, reachedByApplicant };
    }
    const { reachedByApplicant } = shown;
    const next: FrameView = { ...data, linkError, reachedByApplicant };
    // The same object while nothing shown changed: React renders again only for a change.
    last = { snapshot, view: last && sameView(last.view, next) ? last.view : next };
    return last.view;
  };

  return {
    subscribe(onChange) {
      const subscription = runtime.actor.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    view,
    // In a task of its own, after the event's: what the machine does with an intent (its transition,
    // the call it starts, the snapshot saved, the URL) held a slow phone's main thread for 100 ms
    // and more in the same task as the click that made it, the click's paint waiting for it.
    send: (intent) => void setTimeout(() => runtime.send(intent), 0),
    Body: () => (
      <FlowContext.Provider value={binding}>
        <LaterScreens />
      </FlowContext.Provider>
    ),
    Extras:
      flow.config.mode === 'sandbox'
        ? () => (
            <FlowContext.Provider value={binding}>
              <SandboxExtras />
            </FlowContext.Provider>
          )
        : null,
  };
}
