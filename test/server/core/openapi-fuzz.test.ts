import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budget } from '../../browser/time-budget.ts';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { bearer, complete, freshPhone, readyForDetails, signup } from '../helpers/flow.ts';
import { fuzzOperation, Fuzzer, LEAK, type OpenApiDocument, withoutMintedValues } from '../helpers/openapi-fuzzer.ts';
import { createTestApp, describeServer, dialect, type TestApp } from '../helpers/test-app.ts';

// Every operation of the OpenAPI document, with generated and mutated requests (fixed seed), on
// SQLite and PostgreSQL: no 5xx, no stack trace or SQL text, every answer declared by the document
// and valid against it. Tokens and real ids of a real application let the requests reach past the
// first checks.

const SEED = 20261124;
const REQUESTS_PER_OPERATION = 60;

describeServer('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const ids: string[] = [];
  const authorizations: Record<string, string>[] = [{}, { authorization: 'Bearer forged.token' }];
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    // An application approved at once (000-00-3001) with its pet application: real ids and tokens.
    const a = await readyForDetails(t, freshPhone());
    const done = (await complete(t, a, { ssn: '000003001' })).json() as { token: { access: string } };
    t.clock.advance(ACCEPT_DELAY);
    const petApplicationId = ((await signup(t, a)).json() as { pet_application: { id: string } }).pet_application.id;
    const pet = (await t.app.inject({ method: 'GET', url: `/api/applications/${petApplicationId}/`, headers: bearer(a.token) })).json() as {
      insurance_quote: { id: string };
      contract_quote: { id: string };
    };
    ids.push(a.id, petApplicationId, pet.insurance_quote.id, pet.contract_quote.id, 'v1', 'dog', '78701');
    authorizations.push(bearer(a.token), bearer(done.token.access));
  });
  afterAll(async () => t.close());

  // 3,720 requests: about 20 s on SQLite and a quiet machine, over 120 s on PostgreSQL beside a CPU hog (scaled budget).
  it('answers every request as the document says, without a server error or a leak', { timeout: budget(120_000) }, async () => {
    const fuzzer = new Fuzzer(document, SEED);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        problems.push(...(await fuzzOperation(t.app, fuzzer, path, method, operation, { requests: REQUESTS_PER_OPERATION, ids, authorizations, statuses })));
      }
    }
    const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`openapi fuzz (${dialect}): ${operations} operations, ${operations * REQUESTS_PER_OPERATION} requests, seed ${SEED}; answers ${answered}`);
    expect(operations).toBeGreaterThan(50);
    // The requests get past the first checks too: a good share is served.
    expect([...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

describe('the leak check', () => {
  it('reads past the random values the server mints, and still finds internals anywhere else', () => {
    const minted = JSON.stringify({ auth_token: 'eyJ.x.Pg_sqlite', id: 'a', correlation_id: 'corr_xPg_y', access: 'pg_', refresh: 'pg_', shared_key: 'amPG_zj-bs86' });
    expect(LEAK.test(withoutMintedValues(minted))).toBe(false);
    expect(LEAK.test(withoutMintedValues(JSON.stringify({ message: 'relation "originations" does not exist', id: 'a' })))).toBe(true);
    expect(LEAK.test(withoutMintedValues(JSON.stringify({ detail: { pg_code: '23505' } })))).toBe(true);
    expect(LEAK.test(withoutMintedValues('at run (server/x.ts:12:3)'))).toBe(true);
  });
});
