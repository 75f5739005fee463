import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, complete, freshPhone, outbox, readyForDetails, start, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The code limits hold under bursts of parallel requests, sent to two instances of the API on one
// database (two processes behind a load balancer): exactly the allowed number of guesses is judged
// and exactly the allowed number of texts goes out, on SQLite and on PostgreSQL alike.

const BURST = 30;

/** How many answers had each status and code, e.g. `{ '400 wrong_code': 3, '429 too_many_attempts': 27 }`. */
function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of responses) {
    const code = res.statusCode === 200 ? '' : ` ${(res.json() as { code?: string }).code ?? ''}`;
    const key = `${res.statusCode}${code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describeServer('limits under concurrent bursts on two instances', () => {
  let t: TestApp;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    t = await createTestApp();
    apps = [t.app, await t.sibling()];
  });
  afterAll(async () => t.close());

  /** The same call BURST times at once, alternating between the two instances. */
  const burst = (call: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>, size = BURST) =>
    Promise.all(Array.from({ length: size }, (_, i) => call(apps[i % apps.length] as FastifyInstance, i)));

  const post = (app: FastifyInstance, url: string, a: Applicant, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(a.token), ...(payload ? { payload } : {}) });
  const otherThan = (code: string, i: number) => String((Number(code) + 1 + i) % 10 ** code.length).padStart(code.length, '0');

  it('judges exactly 3 partner-code guesses of a burst, then refuses even the right code', async () => {
    const { applicant: a } = await start(t, freshPhone());
    expect((await post(t.app, `/api/v1/origination/${a.id}/phone_check/`, a)).statusCode).toBe(200);
    const code = (await outbox(t, a.phone))[0]?.code as string;
    const results = await burst((app, i) => post(app, `/api/v1/origination/${a.id}/phone_check/verify/`, a, { code: otherThan(code, i) }));
    expect(tally(results)).toEqual({ '400 wrong_code': 3, '429 too_many_attempts': BURST - 3 });
    expect((await post(t.app, `/api/v1/origination/${a.id}/phone_check/verify/`, a, { code })).statusCode).toBe(429);
  });

  it('judges exactly 5 own-code guesses of a burst', async () => {
    const { applicant: a } = await start(t, freshPhone());
    const { shared_key } = (await post(t.app, `/api/v1/origination/${a.id}/verify_phone_number/`, a)).json() as { shared_key: string };
    const code = (await outbox(t, a.phone))[0]?.code as string;
    const results = await burst((app, i) => post(app, `/api/v1/origination/${a.id}/verify_otp/`, a, { shared_key, otp: otherThan(code, i) }));
    expect(tally(results)).toEqual({ '400 wrong_code': 5, '429 too_many_attempts': BURST - 5 });
  });

  it('the right code in a burst of right codes verifies once', async () => {
    const { applicant: a } = await start(t, freshPhone());
    const { shared_key } = (await post(t.app, `/api/v1/origination/${a.id}/verify_phone_number/`, a)).json() as { shared_key: string };
    const code = (await outbox(t, a.phone))[0]?.code as string;
    const results = await burst((app) => post(app, `/api/v1/origination/${a.id}/verify_otp/`, a, { shared_key, otp: code }), 10);
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    // The others find the code used (400 code_expired), the phone verified (409), or the tries taken
    // by the burst itself (429): never a second verification.
    expect(Object.keys(tally(results)).filter((key) => !['200', '400 code_expired', '409 out_of_order', '429 too_many_attempts'].includes(key))).toEqual([]);
  });

  it('sends one text per burst (30 s cool-down) and 5 per 10 minutes, whatever the number of bursts', async () => {
    const { applicant: a } = await start(t, freshPhone());
    const sends: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const results = await burst((app) => post(app, `/api/v1/origination/${a.id}/verify_phone_number/`, a), 10);
      sends.push(results.filter((res) => res.statusCode === 200).length);
      t.clock.advance(30_000);
    }
    expect(sends).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(await outbox(t, a.phone)).toHaveLength(5);
  });

  it("the partner's code and our own code are different channels: one of each at once, 5 texts in all per 10 minutes", async () => {
    const { applicant: a } = await start(t, freshPhone());
    const partner = `/api/v1/origination/${a.id}/phone_check/`;
    const own = `/api/v1/origination/${a.id}/verify_phone_number/`;
    const sends: Record<string, number>[] = [];
    for (let round = 0; round < 4; round += 1) {
      const results = await burst((app, i) => post(app, i % 2 === 0 ? partner : own, a), 10);
      sends.push(tally(results));
      t.clock.advance(30_000);
    }
    // Each channel has its own 30 s: the SMS fallback goes out with the partner's code still fresh.
    expect(sends.map((counts) => counts['200'] ?? 0)).toEqual([2, 2, 1, 0]);
    const texts = await outbox(t, a.phone);
    expect(texts).toHaveLength(5);
    expect(texts.filter((m) => m.kind === 'partner_code').length).toBeGreaterThanOrEqual(2);
    expect(texts.filter((m) => m.kind === 'otp').length).toBeGreaterThanOrEqual(2);
  });

  it('sends one sign-in email per burst', async () => {
    const a = await readyForDetails(t, freshPhone());
    const email = `burst.${randomBytes(4).toString('hex')}@example.com`;
    expect((await complete(t, a, { email })).statusCode).toBe(200);
    t.clock.advance(30_000);
    const results = await burst((app) => app.inject({ method: 'POST', url: '/api/users/login/', payload: { email } }), 10);
    expect(tally(results)).toEqual({ 200: 1, '429 too_many_requests': 9 });
    expect(await outbox(t, email)).toHaveLength(1);
  });

  it('new applications on one phone share its 5 texts per 10 minutes', async () => {
    const phone = freshPhone();
    const texted: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const applicants = await Promise.all(Array.from({ length: 4 }, () => start(t, phone).then(({ applicant }) => applicant)));
      const results = await Promise.all(applicants.map((a, i) => post(apps[i % 2] as FastifyInstance, `/api/v1/origination/${a.id}/phone_check/`, a)));
      texted.push(results.filter((res) => res.statusCode === 200).length);
      t.clock.advance(30_000);
    }
    expect(texted).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(await outbox(t, phone)).toHaveLength(5);
  });

  it('instant links and codes count toward the same 5 texts of a phone', async () => {
    const phone = freshPhone();
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const statuses: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const { applicant: a } = await start(t, phone, '01-15', round % 2 === 0 ? 'mobile' : 'desktop');
      const res =
        round % 2 === 0
          ? await post(apps[round % 2] as FastifyInstance, '/api/auth_handoff/', a, { jwt: a.token, resource: 'zoomies.card.about', code_challenge: challenge })
          : await post(apps[round % 2] as FastifyInstance, `/api/v1/origination/${a.id}/phone_check/`, a);
      statuses.push(res.statusCode);
      t.clock.advance(31_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await outbox(t, phone)).toHaveLength(5);
  });
});
