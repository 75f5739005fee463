import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CLIENT_LIMITS } from '../../../server/http/client-limits.ts';
import { CLIENT_ID, freshPhone } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Per-client limits with the launch defaults: one client starting 60 applications within a minute
// meets 429s, 60 clients starting one each do not. The counters are in the database, shared by two
// instances; X-Forwarded-For names the client only when TRUST_PROXY says a proxy is in front.

const START_LIMIT = DEFAULT_CLIENT_LIMITS.start.max;

const statuses = (responses: LightMyRequestResponse[]) => responses.map((res) => res.statusCode);
const count = (responses: LightMyRequestResponse[], status: number) => statuses(responses).filter((s) => s === status).length;

function startFrom(app: FastifyInstance, client: { remoteAddress?: string; forwardedFor?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/origination/start/',
    ...(client.remoteAddress ? { remoteAddress: client.remoteAddress } : {}),
    ...(client.forwardedFor ? { headers: { 'x-forwarded-for': client.forwardedFor } } : {}),
    payload: { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: freshPhone(), dob: '01-15' },
  });
}

describeServer('per-client limits, without a proxy in front', () => {
  let t: TestApp;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    t = await createTestApp({ clientLimits: DEFAULT_CLIENT_LIMITS });
    apps = [t.app, await t.sibling()];
  });
  afterAll(async () => t.close());

  it(`one client starting 60 applications in a burst on two instances gets exactly ${START_LIMIT}, then 429 with Retry-After`, async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => startFrom(apps[i % 2] as FastifyInstance, { remoteAddress: '203.0.113.7' })));
    expect(count(results, 200)).toBe(START_LIMIT);
    expect(count(results, 429)).toBe(60 - START_LIMIT);
    const refused = results.find((res) => res.statusCode === 429) as LightMyRequestResponse;
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', retry_after: 60 });
    expect(refused.headers['retry-after']).toBe('60');
    // The window ends: the client may start again.
    t.clock.advance(60_000);
    expect((await startFrom(t.app, { remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('60 clients starting one application each are all served', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => startFrom(apps[i % 2] as FastifyInstance, { remoteAddress: `198.51.100.${i + 1}` })));
    expect(count(results, 200)).toBe(60);
  });

  it('a made-up X-Forwarded-For does not make one client many', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => startFrom(t.app, { remoteAddress: '203.0.113.8', forwardedFor: `192.0.2.${i + 1}` })));
    expect(count(results, 200)).toBe(START_LIMIT);
  });

  it('each group has its own counter: a client that started many applications can still read', async () => {
    await Promise.all(Array.from({ length: START_LIMIT + 1 }, () => startFrom(t.app, { remoteAddress: '203.0.113.9' })));
    const read = await t.app.inject({ method: 'GET', url: '/api/breeds/dog/', remoteAddress: '203.0.113.9' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-ratelimit-limit']).toBe(String(DEFAULT_CLIENT_LIMITS.api.max));
  });
});

describeServer('per-client limits and the machine itself', () => {
  let sandbox: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp({ clientLimits: DEFAULT_CLIENT_LIMITS });
    production = await createTestApp({ clientLimits: DEFAULT_CLIENT_LIMITS, mode: 'production' });
  });
  afterAll(async () => {
    await sandbox.close();
    await production.close();
  });

  it('the sandbox does not limit calls from the machine itself (the end-to-end run), production does', async () => {
    const fromSandbox = await Promise.all(Array.from({ length: 30 }, () => startFrom(sandbox.app, { remoteAddress: '127.0.0.1' })));
    expect(count(fromSandbox, 200)).toBe(30);
    const fromProduction = await Promise.all(Array.from({ length: 30 }, () => startFrom(production.app, { remoteAddress: '127.0.0.1' })));
    expect(count(fromProduction, 200)).toBe(START_LIMIT);
  });
});

describeServer('per-client limits behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientLimits: DEFAULT_CLIENT_LIMITS, trustProxy: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('the client named by the proxy is the one counted', async () => {
    const many = await Promise.all(Array.from({ length: 60 }, (_, i) => startFrom(t.app, { forwardedFor: `198.51.100.${i + 1}` })));
    expect(count(many, 200)).toBe(60);
    const one = await Promise.all(Array.from({ length: 60 }, () => startFrom(t.app, { forwardedFor: '192.0.2.50' })));
    expect(count(one, 200)).toBe(START_LIMIT);
  });

  it('a peer that is not the proxy cannot name the client', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => startFrom(t.app, { remoteAddress: '203.0.113.20', forwardedFor: `192.0.2.${100 + i}` })));
    expect(count(results, 200)).toBe(START_LIMIT);
  });
});

describeServer('the general flood guard counts in each process', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A small general limit, so that a burst passes it; the strict groups keep their defaults.
    t = await createTestApp({ clientLimits: { ...DEFAULT_CLIENT_LIMITS, api: { max: 10, windowMs: 60_000 } } });
  });
  afterAll(async () => t.close());

  const read = () => t.app.inject({ method: 'GET', url: '/api/breeds/dog/', remoteAddress: '203.0.113.40' });

  it('refuses a burst past its limit with 429 and Retry-After, and writes no counter row for it', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, read));
    expect(count(results, 200)).toBe(10);
    expect(count(results, 429)).toBe(15);
    expect(results.find((res) => res.statusCode === 429)?.headers['retry-after']).toBe('60');
    const rows = await t.db.selectFrom('rate_limit_counters').select('key').where('key', 'like', 'api:%').execute();
    expect(rows).toEqual([]);
    t.clock.advance(60_000);
    expect((await read()).statusCode).toBe(200);
  });

  it("counts a client's calls to every route of the group together", async () => {
    const at = (url: string) => () => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.42' });
    const calls = Array.from({ length: 24 }, (_, i) => at(['/api/breeds/dog/', '/api/regulatory_documents/', '/api/points_offers/v1/'][i % 3] as string));
    const results = await Promise.all(calls.map((call) => call()));
    expect(count(results, 200)).toBe(10);
    expect(count(results, 429)).toBe(14);
  });

  it('the strict groups still count in the database, where every instance sees them', async () => {
    await startFrom(t.app, { remoteAddress: '203.0.113.41' });
    const rows = await t.db.selectFrom('rate_limit_counters').select('key').where('key', 'like', 'start:%').execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});
