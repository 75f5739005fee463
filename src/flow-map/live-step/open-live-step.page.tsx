import { useEffect, useMemo, useState } from 'react';
import { createBrowserServices, type BrowserServices } from '../../../services/config/browser-services.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { liveStepPath, stateOfLiveStepPath } from '../../../services/contract/live-step-path.ts';
import type { LiveStepRun } from '../../../services/contract/sandbox.schema.ts';
import { ApiError } from '../../../services/api/api-error.ts';
import { OpenLiveStepView, type LiveStepView } from './open-live-step.view.tsx';

// `/flow/open/<state>` (sandbox only, decision 0072): asks the server to walk a fresh application to
// the state, shows the walk's steps as they go, then puts the application's session and saved flow
// into this browser's storage (as the app keeps them) and opens the app there. `?run=<id>` picks up
// a walk already made (the command's); `?via=<transition>` enters the state by that transition.

const POLL_MS = 400;

/** The walk's storage becomes the app's: the session, the saved flow, the visitor's ids. */
function openApp(services: BrowserServices, run: LiveStepRun): void {
  if (!run.storage || !run.path) return;
  services.storage.clearAll();
  for (const [key, value] of Object.entries(run.storage)) services.storage.set(key, value);
  window.location.assign(run.path);
}

function viewOf(run: LiveStepRun): LiveStepView {
  switch (run.status) {
    case 'planning':
      return { kind: 'planning', state: run.state };
    case 'driving':
      return { kind: 'driving', state: run.state, step: run.step, of: run.of, label: run.label };
    case 'ready':
      return { kind: 'opening', state: run.state };
    case 'failed':
      return { kind: 'failed', state: run.state, step: run.step, of: run.of, label: run.label || 'planning', reason: run.reason ?? 'no reason given', reached: run.path ? run.reached : null };
  }
}

async function startOrResume(services: BrowserServices, state: string, query: URLSearchParams): Promise<LiveStepRun> {
  const runId = query.get('run');
  if (runId) return services.api.call(endpoints.sandboxLiveStep, { params: { id: runId } });
  const via = query.get('via');
  const run = await services.api.call(endpoints.sandboxLiveStepStart, { body: { state, ...(via ? { via } : {}) } });
  // A reload follows this walk instead of starting another.
  window.history.replaceState(null, '', liveStepPath(state, { via, run: run.id }));
  return run;
}

export default function OpenLiveStepPage() {
  const services = useMemo(() => createBrowserServices(), []);
  const state = stateOfLiveStepPath(window.location.pathname) ?? '';
  const [run, setRun] = useState<LiveStepRun | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    const follow = async () => {
      try {
        let current = await startOrResume(services, state, new URLSearchParams(window.location.search));
        while (!stopped) {
          setRun(current);
          if (current.status === 'ready') return openApp(services, current);
          if (current.status === 'failed') return;
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          current = await services.api.call(endpoints.sandboxLiveStep, { params: { id: current.id } });
        }
      } catch (error) {
        if (!stopped) setRefused(error instanceof ApiError ? error.message : 'The sandbox could not be reached. Is the server running in sandbox mode?');
      }
    };
    void follow();
    return () => {
      stopped = true;
    };
  }, [services, state, attempt]);

  const view: LiveStepView = refused ? { kind: 'refused', state, reason: refused } : run ? viewOf(run) : { kind: 'driving', state, step: 0, of: 0, label: '' };
  return (
    <OpenLiveStepView
      view={view}
      onOpenReached={() => run && openApp(services, run)}
      onTryAgain={() => {
        window.history.replaceState(null, '', liveStepPath(state, { via: new URLSearchParams(window.location.search).get('via') }));
        setRun(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
