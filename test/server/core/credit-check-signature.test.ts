import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { bearer, CLIENT_ID, complete, freshPhone, readyForDetails, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The credit-check authorization (the agreement on accept-offer, `creditCheckSignature` in the
// second document) is stored with the acceptance: when, which document versions (their types and
// URLs), from which client address and user agent. A lender shows it per application; only its
// owner reads it; a second acceptance changes nothing.

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const AGREEMENT_TYPES = ['lead_privacy_notice', 'credit_card_agreement', 'rewards_addendum'];

describeServer('the credit-check authorization', () => {
  let t: TestApp;
  let agreed: { document_type: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    const published = (await t.app.inject({ method: 'GET', url: '/api/regulatory_documents/' })).json() as { results: { document_type: string; url: string }[] };
    agreed = AGREEMENT_TYPES.map((type) => {
      const document = published.results.find((d) => d.document_type === type);
      if (!document) throw new Error(`The server publishes no ${type}`);
      return { document_type: document.document_type, url: document.url };
    });
  });
  afterAll(async () => t.close());

  /** Details given and the prequalification visible: the offer can be accepted. */
  async function offered(): Promise<Applicant> {
    const a = await readyForDetails(t, freshPhone());
    expect((await complete(t, a)).statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    return a;
  }

  const accept = (a: Applicant, documents: unknown, userAgent = IPHONE, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/accept_offer/',
      headers: { ...bearer(a.token), 'user-agent': userAgent },
      remoteAddress,
      payload: { client_id: CLIENT_ID, origination_id: a.id, agreed_documents: documents },
    });
  const signature = (a: Applicant, token = a.token) =>
    t.app.inject({ method: 'GET', url: `/api/v1/origination/${a.id}/credit_check_signature/`, headers: bearer(token) });

  it('stores when, which documents, the client address and the user agent with the acceptance', async () => {
    const a = await offered();
    const acceptedAt = t.clock.now().toISOString();
    const res = await accept(a, agreed);
    expect(res.statusCode).toBe(200);
    const read = await signature(a);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ origination_id: a.id, signed_at: acceptedAt, documents: agreed, client_address: '203.0.113.7', user_agent: IPHONE });
    // What is stored, as a lender's query reads it.
    const row = await t.db
      .selectFrom('originations')
      .select(['accepted_at', 'credit_check_signed_at', 'credit_check_documents', 'credit_check_client_address', 'credit_check_user_agent'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ accepted_at: acceptedAt, credit_check_signed_at: acceptedAt, credit_check_client_address: '203.0.113.7', credit_check_user_agent: IPHONE });
    expect(JSON.parse(row.credit_check_documents as string)).toEqual(agreed);
  });

  it('a second acceptance does not overwrite it', async () => {
    const a = await offered();
    const first = t.clock.now().toISOString();
    expect((await accept(a, agreed)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await accept(a, agreed, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', '198.51.100.9')).statusCode).toBe(200);
    expect((await signature(a)).json()).toMatchObject({ signed_at: first, client_address: '203.0.113.7', user_agent: IPHONE });
  });

  it('one applicant cannot read another\'s', async () => {
    const mine = await offered();
    const theirs = await offered();
    expect((await accept(theirs, agreed)).statusCode).toBe(200);
    const res = await signature(theirs, mine.token);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('203.0.113.7');
  });

  it('there is none before the offer is accepted', async () => {
    const a = await offered();
    expect((await signature(a)).statusCode).toBe(409);
  });

  it('refuses an acceptance without the three agreed documents, or with one the server never published, and stores nothing', async () => {
    const a = await offered();
    for (const documents of [undefined, [], agreed.slice(0, 2), [agreed[0], agreed[0], agreed[1]]]) {
      expect((await accept(a, documents)).statusCode).toBe(400);
    }
    const forged = agreed.map((d) => (d.document_type === 'credit_card_agreement' ? { ...d, url: '/legal/cardholder-agreement-2019' } : d));
    const refused = await accept(a, forged);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'out_of_order' });
    const row = await t.db.selectFrom('originations').select(['accepted_at', 'credit_check_signed_at']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ accepted_at: null, credit_check_signed_at: null });
    expect((await signature(a)).statusCode).toBe(409);
  });

  it('keeps a user agent within bounds', async () => {
    const a = await offered();
    expect((await accept(a, agreed, `Mozilla/5.0 ${'x'.repeat(5000)}`)).statusCode).toBe(200);
    expect(((await signature(a)).json() as { user_agent: string }).user_agent).toHaveLength(512);
  });
});
