import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, bearer, complete, freshPhone, givePet, outbox, readyForDetails, signup, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Nothing lives in the process: a second instance on the same database (or a restart) continues
// every application, limit and decision. And no log line carries an SSN, a code or a token.

describeServer('a restart or a second instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('continues codes, limits and decisions started by the first', async () => {
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      const { applicant } = await start(t, freshPhone());
      await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
      // The cool-down is shared.
      const again = await second.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/resend/`, headers: bearer(applicant.token) });
      expect(again.statusCode).toBe(429);
      const [message] = await outbox(t, applicant.phone);
      const verified = await second.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/verify/`, headers: bearer(applicant.token), payload: { code: message?.code } });
      expect(verified.statusCode).toBe(200);
      await givePet(t, applicant);
      await complete(t, applicant);
      t.clock.advance(ACCEPT_DELAY);
      // The decision scheduled by the first instance is visible on the second at the same time.
      const detail = await second.inject({ method: 'GET', url: `/api/v1/card/signup/${applicant.id}/`, headers: bearer(applicant.token) });
      expect(detail.json()).toMatchObject({ application_decision_effectiv_sub_status: 'Prequalified' });
    } finally {
      await second.close();
    }
  });

});

describeServer('log lines', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.close();
    t.app = await buildApp({ config: t.config, db: t.db, logger: { level: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('carry no SSN, code, token or card number', async () => {
    const a = await readyForDetails(t, freshPhone());
    const [code] = (await outbox(t, a.phone)).map((m) => m.code as string);
    const done = (await complete(t, a, { ssn: '987654321' })).json() as { token: { access: string; refresh: string } };
    t.clock.advance(ACCEPT_DELAY);
    await acceptOffer(t, a);
    await signup(t, a);
    await t.app.inject({ method: 'POST', url: '/api/tokens/refresh/', payload: { refresh: done.token.refresh } });
    await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox/?to=${encodeURIComponent(a.phone)}&token=secret-in-query` });
    await t.app.inject({ method: 'POST', url: '/api/sandbox/payment/confirm_setup/', payload: { card_number: '4242424242424242' } });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of ['987654321', code as string, a.token, done.token.access, done.token.refresh, 'secret-in-query', '4242424242424242']) {
      expect(log).not.toContain(secret);
    }
  });
});

describeServer('the built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    mkdirSync(join(t.config.dataDir, 'app'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'app', 'index.html'), '<!doctype html><title>Zoomies</title>');
    await t.app.close();
    t.app = await buildApp({ config: { ...t.config, staticDir: join(t.config.dataDir, 'app') }, db: t.db });
  });
  afterAll(async () => t.close());

  it('serves the app on every non-API path and JSON 404 on unknown API paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/onboard/card/continue?token=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Zoomies</title>');
    const api = await t.app.inject({ method: 'GET', url: '/api/not-a-route/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Not found' });
  });
});
