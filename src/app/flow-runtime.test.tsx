import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { startFlowRuntime, type FlowRuntime } from './flow-runtime.ts';

// The flow's URLs in the browser history, as Back and Forward will find them. The flow's calls never
// answer here: only what the runtime writes into the history is looked at.

let runtime: FlowRuntime | null = null;
afterEach(() => {
  runtime?.stop();
  runtime = null;
  vi.restoreAllMocks();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

function start(path: string): FlowRuntime {
  history.replaceState(null, '', path);
  runtime = startFlowRuntime(createBrowserServices({ fetch: () => new Promise<Response>(() => {}) }));
  return runtime;
}

describe('the flow in the browser history', () => {
  it('keeps a page the applicant acted on at once: Close right away still leaves Back to it', () => {
    const flow = start('/');
    const entries = history.length;
    flow.send({ type: 'user.close' });
    expect(location.pathname).toBe('/dashboard');
    expect(history.length).toBe(entries + 1);
  });

  it('puts the URL back in place when Back lands on a step the machine does not open', () => {
    start('/');
    // Long after the start page appeared: no passing-through rule applies.
    const later = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    history.pushState(null, '', '/onboard/card/not-mine/payment');
    const entries = history.length;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(location.pathname).toBe('/');
    expect(history.length).toBe(entries);
  });
});
