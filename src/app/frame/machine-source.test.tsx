import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import { startFlowRuntime } from '../flow-runtime.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import { machineFrameSource } from './machine-source.tsx';
import { selectFrame } from './frame.selector.ts';
import { selectShell } from '../../../screens/shell/flow-shell.selector.ts';

// The frame's props from the machine: the start screen while the flow shows one (the frame's own,
// so the first screen's form stays), the same object while nothing shown changes, and whether the
// screen was reached by a step the applicant took (the heading-focus rule).

const CONFIG: ClientConfig = { mode: 'production', stripe_publishable_key: null, google_maps_key: null };

let runtime: FlowRuntime | null = null;
afterEach(() => {
  runtime?.stop();
  runtime = null;
  localStorage.clear();
  history.replaceState(null, '', '/');
});

function sourceAt(path: string, fetch: typeof globalThis.fetch = () => new Promise<Response>(() => {})) {
  history.replaceState(null, '', path);
  const services = createBrowserServices({ fetch });
  runtime = startFlowRuntime(services);
  return { flow: runtime, source: machineFrameSource({ runtime, services, config: CONFIG, linkError: null }) };
}

describe('the frame’s props from the machine', () => {
  it('gives the start screen its props, and the same view object until something shown changes', () => {
    const { source } = sourceAt('/q/signup/start-offer/v2');
    const view = source.view();
    expect(view.start).toMatchObject({ screen: 'offer-start', pointsOffer: { id: 'v2' }, form: { initialPhone: '', submitting: false } });
    expect(view.reachedByApplicant).toBe(false);
    expect(source.view()).toBe(view);
    expect(source.Extras).toBeNull();
  });

  it('gives the machine an intent of the frame after the task of the event that made it, then shows its step', async () => {
    const { source } = sourceAt('/');
    const before = source.view();
    source.send({ type: 'user.close' });
    // The click's own task ends (and the browser paints) before the machine takes the intent.
    expect(source.view()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(source.view().start).toBeNull();
    expect(source.view().reachedByApplicant).toBe(true);
  });

  it('marks a screen the applicant stepped to as reached by them', () => {
    const { flow, source } = sourceAt('/');
    source.view();
    flow.send({ type: 'user.close' });
    const view = source.view();
    expect(view.start).toBeNull();
    expect(view.reachedByApplicant).toBe(true);
  });

  it('does not when the flow moved without the applicant (a link to another step)', () => {
    const { flow, source } = sourceAt('/');
    source.view();
    flow.actor.send({ type: 'nav.location', url: '/signup/start' });
    const view = source.view();
    expect(view.start?.screen).toBe('get-started');
    expect(view.reachedByApplicant).toBe(false);
  });

  describe('through a view that only waits (decision 0070)', () => {
    /** Every call fails without an answer: a state's loading view, then its retry view. */
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const settled = async (source: ReturnType<typeof sourceAt>['source'], done: () => boolean) => {
      await vi.waitFor(() => {
        source.view();
        if (!done()) throw new Error('still waiting');
      });
    };

    const ABOUT = '/onboard/card/8bbad645-fa19-4a8b-a1a1-f0946467f7b4/about';
    const retryShown = (flow: FlowRuntime) => selectShell(flow.actor.getSnapshot()).view === 'retry';

    it('not when the page opened on the loading view: no step of the applicant’s led there', async () => {
      const { flow, source } = sourceAt(ABOUT, offline);
      expect(selectFrame(flow.actor.getSnapshot()).waiting).toBe(true);
      expect(source.view().reachedByApplicant).toBe(false);
      await settled(source, () => retryShown(flow));
      expect(source.view().reachedByApplicant).toBe(false);
    });

    it('hands the applicant’s step on to the view after the loading view', async () => {
      const { flow, source } = sourceAt(ABOUT, offline);
      await settled(source, () => retryShown(flow));
      // Try again: the loading view, then the retry view again, still reached by the applicant's step.
      flow.send({ type: 'user.retry' });
      expect(selectFrame(flow.actor.getSnapshot()).waiting).toBe(true);
      expect(source.view().reachedByApplicant).toBe(true);
      await settled(source, () => retryShown(flow));
      expect(source.view().reachedByApplicant).toBe(true);
    });
  });
});
