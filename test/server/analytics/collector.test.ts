import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardDueEvents, MAX_FORWARD_ATTEMPTS, retryDelayMs } from '../../../server/analytics/segment-forwarder.ts';
import { bearer, freshPhone, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The collector behind POST /api/analytics/: what it stores, what it refuses, what stays once-only
// under concurrent duplicates, and the forwarding to a Segment-compatible API (a local mock here).

const track = (event: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'track',
  event,
  message_id: randomUUID(),
  origination_id: null,
  state: null,
  at: '2026-03-02T14:59:58.000Z',
  properties,
  ...extra,
});

describeServer('the analytics collector', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (batch: object[], headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/analytics/', headers, payload: { anonymous_id: 'anon-1', batch } });

  it('stores each event with its application, state, time and properties; a batch sent twice once', async () => {
    const { applicant } = await start(t, freshPhone());
    const batch = [
      track('card_signup_started', { flow_type: 'desktop' }, { origination_id: applicant.id, state: 'verify' }),
      { type: 'identify', user_id: 'user-1', traits: { email: 'alex@example.com' }, message_id: randomUUID(), origination_id: null, state: 'user', at: '2026-03-02T14:59:59.000Z' },
    ];
    const first = await post(batch, bearer(applicant.token));
    expect(first.json()).toEqual({ stored: 2, ignored: 0 });
    expect((await post(batch, bearer(applicant.token))).json()).toEqual({ stored: 0, ignored: 2 });
    const rows = await t.db.selectFrom('analytics_events').selectAll().where('anonymous_id', '=', 'anon-1').orderBy('occurred_at').execute();
    expect(rows.map((r) => ({ event: r.event, origination: r.origination_id, authenticated: r.authenticated, state: r.state_id, at: r.occurred_at, user: r.user_id }))).toEqual([
      { event: 'card_signup_started', origination: applicant.id, authenticated: 1, state: 'verify', at: '2026-03-02T14:59:58.000Z', user: null },
      { event: 'identify', origination: null, authenticated: 0, state: 'user', at: '2026-03-02T14:59:59.000Z', user: 'user-1' },
    ]);
    expect(JSON.parse(rows[0]?.properties ?? '{}')).toEqual({ flow_type: 'desktop' });
    expect(rows[0]?.received_at).toBe(t.clock.now().toISOString());
  });

  it('refuses what it cannot store with a clear 400', async () => {
    const cases: [object[], string][] = [
      [[track('no_such_event', {})], 'batch.0.event'],
      [[track('credit_approved', {})], 'batch.0.properties.origination_id'],
      [[track('account_created', { user_id: '' })], 'batch.0.properties.user_id'],
      [[track('flow_state_entered', { state_id: 'nowhere', entered_at: 'yesterday' })], 'batch.0.properties.state_id'],
      [[track('card_signup_started', {}, { state: 'boot' })], 'batch.0.state'],
      [[], 'batch'],
      [Array.from({ length: 101 }, () => track('card_signup_started', {})), 'batch'],
    ];
    for (const [batch, field] of cases) {
      const res = await post(batch);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it("stores payment_failure with the provider's error and the related ids; refuses one that lacks them", async () => {
    const declined = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      param: null,
      setup_intent_id: 'seti_123',
      payment_method_id: null,
      plan_purchase_id: 'pp-1',
      quote_id: 'quote-1',
    };
    const message = track('payment_failure', declined, { state: 'payment' });
    expect((await post([message])).json()).toEqual({ stored: 1, ignored: 0 });
    const row = await t.db.selectFrom('analytics_events').selectAll().where('message_id', '=', message.message_id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.properties)).toEqual(declined);

    // Today's shape ({ code: null, message }) and a type that is not text are refused, naming the field.
    for (const [properties, field] of [
      [{ code: null, message: 'Declined' }, 'batch.0.properties.type'],
      [{ ...declined, decline_code: 42 }, 'batch.0.properties.decline_code'],
      [{ ...declined, setup_intent_id: undefined }, 'batch.0.properties.setup_intent_id'],
    ] as const) {
      const res = await post([track('payment_failure', properties)]);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('keeps credit_approved once per application and account_created once per user, under concurrent duplicates', async () => {
    const originationId = randomUUID();
    const userId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post([i % 2 === 0 ? track('credit_approved', { origination_id: originationId, credit_limit: 2000 }) : track('account_created', { user_id: userId })]),
      ),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(responses.reduce((sum, res) => sum + res.json().stored, 0)).toBe(2);
    const stored = await t.db.selectFrom('analytics_events').select(['event', 'once_key']).where('once_key', 'in', [`credit_approved:${originationId}`, `account_created:${userId}`]).execute();
    expect(stored.map((row) => row.event).sort()).toEqual(['account_created', 'credit_approved']);
    // Another application's approval is its own once.
    expect((await post([track('credit_approved', { origination_id: randomUUID() })])).json().stored).toBe(1);
  });

  it("adds the browser's state entries to the progress of the caller's own application only, once", async () => {
    const { applicant } = await start(t, freshPhone());
    const { applicant: other } = await start(t, freshPhone());
    const entered = (a: { id: string }, state: string) =>
      track('flow_state_entered', { state_id: state, entered_at: '2026-03-02T15:00:00.000Z' }, { origination_id: a.id, state });
    // Someone else's token, or none (a visitor who has not started): stored, but not progress.
    await post([entered(applicant, 'congratulations')], bearer(other.token));
    await post([entered(applicant, 'welcome')]);
    await post([entered(applicant, 'quiz'), entered(applicant, 'quiz')], bearer(applicant.token));
    const progress = await t.db.selectFrom('application_progress').select(['state_id', 'source']).where('origination_id', '=', applicant.id).orderBy('id').execute();
    expect(progress).toEqual([
      { state_id: 'verify', source: 'server' },
      { state_id: 'quiz', source: 'browser' },
    ]);
  });
});

describeServer('forwarding to a Segment-compatible API', () => {
  let t: TestApp;
  let mock: Server;
  const received: { authorization: string | undefined; body: { batch: { messageId: string; type: string; event?: string; anonymousId: string; context: Record<string, unknown> }[] } }[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    mock = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          response.writeHead(503).end();
          return;
        }
        received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    const { port } = mock.address() as AddressInfo;
    t = await createTestApp({ analyticsWriteKey: 'write-key-1', analyticsEndpoint: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => mock.close(resolve));
  });

  const post = (batch: object[]) => t.app.inject({ method: 'POST', url: '/api/analytics/', payload: { anonymous_id: 'anon-f', batch } });
  const pending = () => t.db.selectFrom('analytics_events').select(['forwarded_at', 'forward_attempts', 'forward_next_at']).where('anonymous_id', '=', 'anon-f').execute();
  /** The collector starts a forwarding pass right after storing: waits until it has tried every event. */
  const firstPassDone = async () => {
    for (let i = 0; i < 200 && (await pending()).some((row) => row.forwarded_at === null && row.forward_attempts === 0); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('sends stored events as a Segment batch with basic auth, retries after a failure, and sends each once', async () => {
    failuresLeft = 1;
    const events = [track('card_signup_started', { flow_type: 'mobile' }, { state: 'instalink' }), track('signed_up', { user_id: 'u-9' })];
    expect((await post(events)).json().stored).toBe(2);
    await firstPassDone();
    // The first try failed: nothing received, a second try is planned after the first wait.
    let rows = await pending();
    expect(received).toHaveLength(0);
    expect(rows.every((row) => row.forwarded_at === null && row.forward_attempts === 1)).toBe(true);
    // Not before its time…
    expect(await forwardDueEvents(t.db, t.config)).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(retryDelayMs(1));
    expect(await forwardDueEvents(t.db, t.config)).toEqual({ sent: 2, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe(`Basic ${Buffer.from('write-key-1:').toString('base64')}`);
    expect(received[0]?.body.batch.map((m) => ({ id: m.messageId, type: m.type, event: m.event, anonymousId: m.anonymousId }))).toEqual(
      events.map((e) => ({ id: e.message_id, type: 'track', event: e.event, anonymousId: 'anon-f' })),
    );
    expect(received[0]?.body.batch[0]?.context).toMatchObject({ flow_state: 'instalink' });
    rows = await pending();
    expect(rows.every((row) => row.forwarded_at !== null)).toBe(true);
    // Nothing is sent twice.
    t.clock.advance(retryDelayMs(5));
    expect(await forwardDueEvents(t.db, t.config)).toEqual({ sent: 0, failed: 0 });
  });

  it("forwards payment_failure with the provider's error and ids as its properties", async () => {
    failuresLeft = 0;
    received.length = 0;
    const properties = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', param: null, setup_intent_id: 'seti_f', payment_method_id: null, plan_purchase_id: 'pp-f', quote_id: 'q-f' };
    await post([track('payment_failure', properties)]);
    for (let i = 0; i < 200 && received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const sent = received.flatMap((r) => r.body.batch).find((m) => m.event === 'payment_failure') as unknown as { properties: unknown } | undefined;
    expect(sent?.properties).toEqual(properties);
  });

  it(`gives up after ${MAX_FORWARD_ATTEMPTS} failed tries`, async () => {
    await t.db.updateTable('analytics_events').set({ forward_next_at: null }).execute();
    failuresLeft = 1000;
    await post([track('decision_timed_out', { origination_id: null, phase: 'processing' })]);
    // The pass the collector starts after storing runs beside this loop: let it try first, and give
    // the loop many more passes than tries, so that only the limit can stop the count at eight.
    await firstPassDone();
    for (let attempt = 0; attempt < MAX_FORWARD_ATTEMPTS * 3; attempt += 1) {
      await forwardDueEvents(t.db, t.config);
      t.clock.advance(retryDelayMs(MAX_FORWARD_ATTEMPTS));
    }
    const [row] = await t.db.selectFrom('analytics_events').selectAll().where('event', '=', 'decision_timed_out').execute();
    expect(row).toMatchObject({ forward_attempts: MAX_FORWARD_ATTEMPTS, forward_next_at: null, forwarded_at: null });
    failuresLeft = 0;
  });
});

describe('retry waits', () => {
  it('grow, and stop growing at ten minutes', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2000, 4000, 8000]);
    expect(retryDelayMs(20)).toBe(600_000);
  });
});
