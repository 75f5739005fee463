import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { cspOf } from '../helpers/csp.ts';

// Security headers on the app's HTML and on the API: a CSP that allows only what the app loads
// (Stripe and Google only when configured), no framing, nosniff, a referrer policy, HSTS over https.


const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describeServer('security headers', () => {
  const BOOT_SCRIPT = 'window.__boot = 1;';
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'zoomies-static-'));
    mkdirSync(join(staticDir, 'start'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>');
    // A prerendered page with an inline boot script: allowed by its hash, without a code change.
    writeFileSync(join(staticDir, 'start', 'index.html'), `<!doctype html><html><head><script>${BOOT_SCRIPT}</script></head><body></body></html>`);
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('the app page allows its own scripts and styles only, and cannot be framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", sha256(BOOT_SCRIPT)]);
    expect(csp['style-src']?.[0]).toBe("'self'");
    expect(csp['style-src']?.some((source) => source.includes('unsafe'))).toBe(false);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toMatch(/stripe|google/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a JSON answer allows nothing and cannot be framed, without the headers only a page reads', async () => {
    for (const url of ['/api/config/', '/api/no-such-call/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(cspOf(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(res.headers[pageOnly]).toBeUndefined();
      }
    }
  });


  it("the server's own pages keep their inline style, allowed by its hash", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/legal/privacy-policy' });
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] as string;
    expect(style).toBeTruthy();
    expect(cspOf(res.headers['content-security-policy'])['style-src']).toContain(sha256(style));
  });
});

describeServer('security headers with Stripe, Google Maps and https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stripePublishableKey: 'pk_test_x', googleMapsKey: 'maps-key', publicUrl: 'https://apply.zoomies.example' });
  });
  afterAll(async () => t.close());

  it('allows Stripe and Google where they load from, and asks for https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/legal/privacy-policy' });
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://maps.googleapis.com']));
    expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com', 'https://maps.googleapis.com']));
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('JSON answers ask for https too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the header tables', () => {
  it('a page the API serves (a policy document) keeps the full policy and is not cached; JSON elsewhere is not no-store', async () => {
    const { headerTableOf, securityHeaderTables } = await import('../../../server/http/security-headers.ts');
    const tables = securityHeaderTables({ stripe: false, googleMaps: false, inlineScripts: [], inlineStyles: [], https: false });
    const apiPage = headerTableOf(tables, '/api/policy_documents/p1/', 'text/html; charset=utf-8');
    expect(cspOf(apiPage['content-security-policy'])['script-src']).toEqual(["'self'"]);
    expect(apiPage['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(apiPage['cache-control']).toBe('no-store');
    // No Content-Type (a redirect, an empty answer): treated as a page, the stricter default.
    expect(headerTableOf(tables, '/waitlist', undefined)['content-security-policy']).toBe(apiPage['content-security-policy']);
    const json = headerTableOf(tables, '/nothing', 'application/json; charset=utf-8');
    expect(json['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json['cache-control']).toBeUndefined();
  });
});

describe('the CSP builder', () => {
  it('reads inline blocks but not external scripts', async () => {
    const { inlineBlocksOf } = await import('../../../server/http/content-security-policy.ts');
    expect(inlineBlocksOf('<script src="/a.js"></script><script>x()</script><style>p{}</style><script type="module">y()</script>')).toEqual({
      scripts: ['x()', 'y()'],
      styles: ['p{}'],
    });
  });
});
