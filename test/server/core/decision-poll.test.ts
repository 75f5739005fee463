import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../../server/app.ts';
import { SignupDetail } from '../../../services/contract/origination.schema.ts';
import { approvedSignup, bearer, complete, freshPhone, readyForDetails } from '../helpers/flow.ts';
import { createTestApp, describeServer, dialect, TEST_DECISION_DELAY_MS, type TestApp } from '../helpers/test-app.ts';

// Every waiting applicant asks for the signup detail every 3 seconds: the poll is the API's
// hottest call, and each database round trip it makes is multiplied by every applicant waiting.

describeServer('the decision poll', () => {
  let t: TestApp;
  let counted: FastifyInstance;
  let queries = 0;
  beforeAll(async () => {
    t = await createTestApp();
    // The same database and clock, seen through a plugin that counts the queries.
    // Counted as results come back: a query compiled once (the poll's own) still runs every time.
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    };
    counted = await buildApp({ config: t.config, db: t.db.withPlugin(counter) });
    await counted.ready();
  });
  afterAll(async () => {
    await counted.close();
    await t.close();
  });

  const poll = async (id: string, token: string) => {
    queries = 0;
    const res = await counted.inject({ method: 'GET', url: `/api/v1/card/signup/${id}/`, headers: bearer(token) });
    return { res, queries };
  };

  // The poll that shows the decision is also the applicant's entry into the next step, which the
  // funnel counts (server/flow/progress.ts): one insert, and none on the polls after it.
  it('asks the database once while waiting; once the decision is in, once more to record the entry into the next step, then once again, with either kind of token', async () => {
    const a = await readyForDetails(t, freshPhone());
    const done = await complete(t, a);
    expect(done.statusCode).toBe(200);
    const { token } = done.json() as { token: { access: string } };

    const waiting = await poll(a.id, a.token);
    expect(waiting.res.statusCode).toBe(200);
    expect(waiting.res.json()).toMatchObject({ application_decision: null });
    expect(waiting.queries).toBe(1);

    t.clock.advance(TEST_DECISION_DELAY_MS);
    const counts: number[] = [];
    for (const bearerToken of [a.token, token.access, a.token]) {
      const decided = await poll(a.id, bearerToken);
      expect(decided.res.statusCode).toBe(200);
      expect(decided.res.json()).toMatchObject({ application_decision: expect.any(String) });
      counts.push(decided.queries);
    }
    expect(counts).toEqual([2, 1, 1]);
    // The entry is recorded once, by the poll that showed the decision.
    const entries = await t.db.selectFrom('application_progress').select('state_id').where('origination_id', '=', a.id).execute();
    expect(entries.map((entry) => entry.state_id)).toContain('acceptOffer');
  });

  // The poll's answer is written by a compiled serializer, not checked by zod at run time
  // (registerEndpoint's compiledResponse): every answer must still be the contract's, exactly.
  it('answers exactly what the contract declares, waiting, decided and approved', async () => {
    const a = await readyForDetails(t, freshPhone());
    await complete(t, a);
    const answers = [(await poll(a.id, a.token)).res];
    t.clock.advance(TEST_DECISION_DELAY_MS);
    answers.push((await poll(a.id, a.token)).res);
    const { applicant } = await approvedSignup(t);
    answers.push((await poll(applicant.id, applicant.token)).res);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, unknown>;
      expect(SignupDetail.parse(body)).toEqual(body);
    }
    expect(answers.map((res) => (res.json() as { application_decision: string | null }).application_decision)).toEqual([null, expect.any(String), 'APPROVE']);
    expect(answers[2]?.json()).toMatchObject({ pet_application: { id: expect.any(String) }, offer_accepted: true });
  });

  it("answers another applicant's id as unknown, in one query as well", async () => {
    const mine = await readyForDetails(t, freshPhone());
    const theirs = await readyForDetails(t, freshPhone());
    await complete(t, theirs);
    const res = await poll(theirs.id, mine.token);
    expect(res.res.statusCode).toBe(404);
    expect(res.queries).toBeLessThanOrEqual(1);
  });

  // Many applicants wait at once, and their polls arrive together. On PostgreSQL, each query is a
  // round trip to another process: the polls that arrive in one turn read their rows in one query
  // (docs/decisions/0027). Each still gets its own answer, and a user asking for another's
  // application, or for one that does not exist, is told it does not exist.
  it('answers polls that arrive together each with its own application, in one query on PostgreSQL', async () => {
    const decided = await readyForDetails(t, freshPhone());
    const user = (await complete(t, decided)).json() as { token: { access: string } };
    t.clock.advance(TEST_DECISION_DELAY_MS);
    await poll(decided.id, decided.token); // records the entry into the next step: the polls below only read
    const waiting = await readyForDetails(t, freshPhone());
    await complete(t, waiting);
    const other = await readyForDetails(t, freshPhone());
    await complete(t, other);

    queries = 0;
    const asked = [
      [waiting.id, waiting.token],
      [decided.id, decided.token],
      [decided.id, user.token.access],
      [other.id, user.token.access],
      [other.id, other.token],
      ['no-such-application', user.token.access],
    ] as const;
    const answers = await Promise.all(asked.map(([id, token]) => counted.inject({ method: 'GET', url: `/api/v1/card/signup/${id}/`, headers: bearer(token) })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 404, 200, 404]);
    expect(answers.map((res) => (res.statusCode === 200 ? (res.json() as { id: string }).id : null))).toEqual([waiting.id, decided.id, decided.id, null, other.id, null]);
    expect(answers.map((res) => (res.statusCode === 200 ? (res.json() as { application_decision: string | null }).application_decision : null))).toEqual([
      null,
      expect.any(String),
      expect.any(String),
      null,
      null,
      null,
    ]);
    // One read per poll on SQLite (in-process, no round trip to save); one for them all on PostgreSQL.
    expect(queries).toBe(dialect === 'postgres' ? 1 : asked.length);
  });
});
