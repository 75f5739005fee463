import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// How the built app reaches the browser: a build of a few files, written the way `vite build`
// writes them (scripts/build): precompressed copies, prerendered first pages (the same in both modes), the shell.

const SCRIPT = 'export const answer = 42;\n'.repeat(40);
/** The theme the build inlines into the prerendered pages, so they paint from their HTML alone. */
const INLINE_THEME = ':root{--z-ink:#123}body{margin:0}';

function writeBuild(root: string): void {
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('index.html', '<!doctype html><div id="root"></div><!-- the shell -->');
  write('assets/app-Ab12Cd34.js', SCRIPT);
  write('assets/app-Ab12Cd34.js.br', brotliCompressSync(SCRIPT));
  write('assets/app-Ab12Cd34.js.gz', gzipSync(SCRIPT));
  write('prerendered/offer.html', `<!doctype html><style>${INLINE_THEME}</style><div id="root" data-first-screen="offer-start"><h1>applicant offer page</h1></div>`);
  write('prerendered/routes.json', JSON.stringify({ '/': 'prerendered/offer.html', '/signup/start': 'prerendered/offer.html' }));
}

describeServer('serving the built app', () => {
  let staticDir: string;
  let production: TestApp;
  let sandbox: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'zoomies-static-'));
    writeBuild(staticDir);
    production = await createTestApp({ staticDir, mode: 'production' });
    sandbox = await createTestApp({ staticDir, mode: 'sandbox' });
  });
  afterAll(async () => {
    await production.close();
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe('a prerendered first page', () => {
    it('is served on its path, the same page in production and in sandbox mode', async () => {
      const applicant = await production.app.inject({ method: 'GET', url: '/?promo_code=SPRING' });
      expect(applicant.statusCode).toBe(200);
      expect(applicant.headers['content-type']).toMatch(/^text\/html/);
      expect(applicant.body).toContain('applicant offer page');
      expect((await sandbox.app.inject({ method: 'GET', url: '/' })).body).toContain('applicant offer page');
      expect((await production.app.inject({ method: 'GET', url: '/signup/start/' })).body).toContain('applicant offer page');
    });

    it('carries a Content-Security-Policy that allows its inline stylesheet by its hash, and no inline script', async () => {
      const res = await production.app.inject({ method: 'GET', url: '/' });
      const policy = String(res.headers['content-security-policy']);
      const hash = `'sha256-${createHash('sha256').update(INLINE_THEME).digest('base64')}'`;
      expect(policy).toMatch(new RegExp(`style-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
      expect(policy).toMatch(/script-src 'self'(;|$)/);
    });

    it('is revalidated on every visit (it names the hashed assets of the current build)', async () => {
      const res = await production.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      const again = await production.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it('answers a form sent before the page came alive with the page again, keeping nothing of the form', async () => {
      const res = await production.app.inject({
        method: 'POST',
        url: '/?promo_code=SPRING',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phone=%28512%29+555-0100&dob=01%2F15',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/?promo_code=SPRING');
    });
  });

  describe('a hashed asset', () => {
    it('is cached for a year as immutable', async () => {
      const res = await production.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('comes precompressed, brotli first, gzip otherwise, plain for a client that accepts neither', async () => {
      const br = await production.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      const gz = await production.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await production.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    });

    it('has no route to its compressed copies or to the pages folder', async () => {
      for (const url of ['/assets/app-Ab12Cd34.js.br', '/prerendered/routes.json', '/prerendered/offer.html']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect({ url, body: res.body }).toEqual({ url, body: expect.stringContaining('the shell') });
      }
    });
  });

  it('gives every other page the app shell, revalidated, and keeps answering unknown API calls in JSON', async () => {
    const page = await production.app.inject({ method: 'GET', url: '/onboard/card/3f1c2a9e-7d4b-4c1e-9a7f-2b8d6e5c4a31/about' });
    expect(page.body).toContain('the shell');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await production.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });
});
