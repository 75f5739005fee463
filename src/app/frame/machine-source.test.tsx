import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import { startFlowRuntime } from '../flow-runtime.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import { machineFrameSource } from './machine-source.tsx';

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

function sourceAt(path: string) {
  history.replaceState(null, '', path);
  const services = createBrowserServices({ fetch: () => new Promise<Response>(() => {}) });
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
});
