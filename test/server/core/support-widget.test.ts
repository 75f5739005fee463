import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { cspOf } from '../helpers/csp.ts';

// The customer-support widget of the additional services page (second document, sections 2.5 and
// 7): a script named by SUPPORT_WIDGET_URL. Its origin joins the page's Content-Security-Policy only
// when it is set; the client configuration names the script for the page to load.

const WIDGET = 'https://widget.support.example/v2/loader.js?key=k-123';
const ORIGIN = 'https://widget.support.example';

describeServer('the support widget, configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ supportWidgetUrl: WIDGET });
  });
  afterAll(async () => t.close());

  it('its origin, and nothing broader, joins what the pages may load', async () => {
    const csp = cspOf((await t.app.inject({ method: 'GET', url: '/legal/privacy-policy' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", ORIGIN]);
    expect(csp['frame-src']).toEqual([ORIGIN]);
    expect(csp['connect-src']).toEqual(["'self'", ORIGIN]);
    expect(csp['img-src']).toEqual(expect.arrayContaining([ORIGIN]));
    expect(csp['style-src']).toEqual(expect.arrayContaining([ORIGIN]));
    expect(JSON.stringify(csp)).not.toMatch(/v2\/loader|key=|\*/);
    // JSON answers still allow nothing.
    expect(cspOf((await t.app.inject({ method: 'GET', url: '/api/config/' })).headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });

  it('the client configuration names the script', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({ support_widget_url: WIDGET });
  });
});

describeServer('the support widget, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('no outside source is allowed, and the page keeps its own panel', async () => {
    const csp = cspOf((await t.app.inject({ method: 'GET', url: '/legal/privacy-policy' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({ support_widget_url: null });
  });
});

describe('SUPPORT_WIDGET_URL', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'zoomies-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = (url: string | undefined) => ({ DATA_DIR: dataDir, SSN_KEY: 'a'.repeat(64), TOKEN_SECRET: 'b'.repeat(64), SUPPORT_WIDGET_URL: url });

  it('is read as the address of a script; empty or absent is none', () => {
    expect(loadConfig(env(WIDGET)).supportWidgetUrl).toBe(WIDGET);
    expect(loadConfig(env('http://localhost:4000/widget.js')).supportWidgetUrl).toBe('http://localhost:4000/widget.js');
    expect(loadConfig(env('')).supportWidgetUrl).toBeNull();
    expect(loadConfig(env(undefined)).supportWidgetUrl).toBeNull();
  });

  it('refuses what is not an https script address, naming the variable', () => {
    for (const url of ['javascript:alert(1)', 'http://widget.support.example/loader.js', 'widget.support.example/loader.js', "https://widget.support.example/a.js 'unsafe-inline'", 'https://user:pass@widget.support.example/a.js', 'data:text/javascript,alert(1)']) {
      expect(() => loadConfig(env(url)), url).toThrow(/SUPPORT_WIDGET_URL/);
    }
  });
});
