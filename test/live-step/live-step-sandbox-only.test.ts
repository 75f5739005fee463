import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSandboxAtArgs, sandboxAt } from '../../scripts/sandbox-at/live-step-client.ts';
import { resolveStateId } from '../../src/flow-map/live-step/live-step-runs.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';

// "Open this step live" is the sandbox's (decision 0072): in production its routes, its page and the
// command answer 404. And the names a person gives a state, as /flow writes them or short.

let staticDir = '';
let production: TestApp;
let sandbox: TestApp;
let productionUrl = '';

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'zoomies-live-step-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div><!-- the shell -->');
  production = await createTestApp({ staticDir, mode: 'production' });
  sandbox = await createTestApp({ staticDir, mode: 'sandbox' });
  productionUrl = await production.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await production?.close();
  await sandbox?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

describe('production refuses to open a step live', () => {
  it('answers 404 to the routes and to the page', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/sandbox/live_steps/' },
      { method: 'POST' as const, url: '/api/sandbox/live_steps/', payload: { state: 'payment.failed' } },
      { method: 'GET' as const, url: '/api/sandbox/live_steps/2b1f0b8e-6a53-4a8f-9d3b-0c4f2e7a1d11/' },
      { method: 'GET' as const, url: '/flow/open/onboarding.payment.failed' },
    ];
    for (const call of calls) expect((await production.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    // The sandbox serves the page (the app's router shows it), and its map still opens in production.
    expect((await sandbox.app.inject({ method: 'GET', url: '/flow/open/onboarding.payment.failed' })).statusCode).toBe(200);
    expect((await production.app.inject({ method: 'GET', url: '/flow' })).statusCode).toBe(200);
  });

  it('makes the command say 404 and print no link', async () => {
    const said: string[] = [];
    const outcome = await sandboxAt({ state: 'payment.failed', via: null, open: false, base: productionUrl }, (line) => said.push(line));
    expect(outcome).toEqual({ exitCode: 1, url: null });
    expect(said.join('\n')).toContain('answered 404');
  });
});

describe('the sandbox', () => {
  it('answers 404 with the reason for a state the flow has not', async () => {
    const answer = await sandbox.app.inject({ method: 'POST', url: '/api/sandbox/live_steps/', payload: { state: 'payment.nowhere' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found', message: "The flow has no state 'payment.nowhere'." });
  });

  it('knows a state as /flow names it, or short', () => {
    expect(resolveStateId('onboarding.payment.failed')).toBe('onboarding.payment.failed');
    expect(resolveStateId('payment.failed')).toBe('onboarding.payment.failed');
    expect(resolveStateId('payment')).toBe('payment');
    expect(resolveStateId('additionalInformation.choosing')).toBe('onboarding.additionalInformation.choosing');
    expect(resolveStateId('payment.nowhere')).toBeNull();
    expect(resolveStateId('onboarding')).toBeNull();
  });

  it("reads the command's arguments", () => {
    expect(parseSandboxAtArgs(['payment.failed'])).toEqual({ state: 'payment.failed', via: null, open: false, base: 'http://localhost:3000' });
    expect(parseSandboxAtArgs(['payment.entering', '--via', 'payment.confirming:xstate.done.actor.confirmPayment:1', '--open', '--url', 'http://127.0.0.1:4000/'])).toEqual({
      state: 'payment.entering',
      via: 'payment.confirming:xstate.done.actor.confirmPayment:1',
      open: true,
      base: 'http://127.0.0.1:4000',
    });
    expect(parseSandboxAtArgs([])).toBeNull();
    expect(parseSandboxAtArgs(['a', 'b'])).toBeNull();
  });
});
