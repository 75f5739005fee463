import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('the API foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('publishes an OpenAPI document of the contract, the sandbox calls under the sandbox tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/config/');
    const sandboxPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/sandbox'));
    expect(sandboxPaths.length).toBeGreaterThan(0);
    for (const path of sandboxPaths) for (const operation of Object.values(doc.paths[path] ?? {})) expect(operation.tags).toEqual(['sandbox']);
  });

  it('serves every public call of the contract, each listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const missing = Object.entries(endpoints)
      .filter(([, endpoint]) => !endpoint.sandbox)
      .filter(([, endpoint]) => !doc.paths[endpoint.path.replace(/:([a-zA-Z_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()])
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('serves the sandbox calls in sandbox mode', async () => {
    for (const endpoint of Object.values(endpoints).filter((e) => e.sandbox)) {
      const url = endpoint.path.replace(/:([a-zA-Z_]+)/g, 'x');
      const res = await t.app.inject({ method: endpoint.method, url });
      expect({ url, routed: res.statusCode !== 404 || (res.json() as { code?: string }).code !== 'not_found' }).toEqual({ url, routed: true });
    }
  });

  it('answers the client configuration with and without the trailing slash', async () => {
    for (const url of ['/api/config/', '/api/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ mode: 'sandbox', stripe_publishable_key: null, google_maps_key: null, support_widget_url: null });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
