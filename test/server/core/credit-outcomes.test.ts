import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, bearer, complete, freshPhone, readyForDetails, signup, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Every credit row of SANDBOX.md: prequalification by SSN, the ordinary rules, approval by SSN,
// the slow and the never-deciding SSNs, and the offer.

type Detail = Record<string, unknown>;

describeServer('credit outcomes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function decided(overrides: Parameters<typeof complete>[2]): Promise<{ a: Applicant; detail: Detail }> {
    const a = await readyForDetails(t, freshPhone());
    const res = await complete(t, a, overrides);
    expect(res.statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    const detail = await signup(t, a);
    expect(detail.statusCode).toBe(200);
    return { a, detail: detail.json() as Detail };
  }

  const nextOf = async (a: Applicant) =>
    ((await t.app.inject({ method: 'GET', url: `/api/v1/origination/${a.id}/`, headers: bearer(a.token) })).json() as { next: string }).next;

  it.each([
    ['000001001', 'ko_blocklist'],
    ['000001002', 'ko_fraud_risk'],
    ['000001003', 'ko_minor'],
    ['000001004', 'ko_bankruptcy'],
    ['000001005', 'ko_dti'],
    ['000001006', 'ko_vantage'],
    ['000001007', 'ko_income'],
    ['000001008', 'ko_zoomies_model'],
    ['000001009', 'ko_frozen_file'],
  ])('SSN %s declines with %s', async (ssn, reason) => {
    const { a, detail } = await decided({ ssn });
    expect(detail).toMatchObject({ application_decision: 'DECLINE', decline_reason: reason, credit_application_credit_limit: null });
    expect(await nextOf(a)).toBe('zoomies.card.not-pre-qualified');
    expect((await acceptOffer(t, a)).statusCode).toBe(409);
  });

  it('000-00-2001: review, awaiting the two documents', async () => {
    const { a, detail } = await decided({ ssn: '000002001' });
    expect(detail).toMatchObject({
      application_decision: 'REVIEW',
      application_awaiting_documentation: true,
      application_unsupported_address: false,
      application_required_documents: [
        { id: 'proof_of_income', name: 'Proof of income', document_age: 30 },
        { id: 'government_photo_id', name: 'Government-issued photo ID', document_age: null },
      ],
    });
    expect(await nextOf(a)).toBe('zoomies.card.aditionalinformation');
  });

  it('000-00-2002: review, awaiting documentation, none required', async () => {
    const { a, detail } = await decided({ ssn: '000002002' });
    expect(detail).toMatchObject({ application_decision: 'REVIEW', application_awaiting_documentation: true, application_required_documents: [] });
    expect(await nextOf(a)).toBe('zoomies.card.not-pre-qualified');
  });

  it('000-00-2003: review with an unsupported address, which then accepts an alternate address', async () => {
    const { a, detail } = await decided({ ssn: '000002003' });
    expect(detail).toMatchObject({ application_decision: 'REVIEW', application_awaiting_documentation: true, application_unsupported_address: true });
    expect(await nextOf(a)).toBe('zoomies.card.unsupported-address');
    const address = { formatted_address: '500 Main St, Austin, TX 78702', city: 'Austin', state: 'TX', postal_code: '78702', residenceType: 'OWN' };
    const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/card/signup/${a.id}/update_address/`, headers: bearer(a.token), payload: { address } });
    expect(res.json()).toEqual({ ok: true });
    const row = await t.db.selectFrom('originations').select('alternate_address').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.alternate_address as string)).toMatchObject(address);
  });

  it('000-00-2004: review, not awaiting documentation, not prequalified', async () => {
    const { a, detail } = await decided({ ssn: '000002004' });
    expect(detail).toMatchObject({ application_decision: 'REVIEW', application_awaiting_documentation: false, application_decision_effectiv_sub_status: null });
    expect(await nextOf(a)).toBe('zoomies.card.not-pre-qualified');
  });

  it('000-00-3001: approved already, straight to the quiz, with a pet application', async () => {
    const { a, detail } = await decided({ ssn: '000003001' });
    expect(detail).toMatchObject({ application_decision: 'APPROVE', decline_reason: null, application_evaluation_status: 'evaluation_completed' });
    expect(detail.pet_application).toEqual({ id: expect.any(String) });
    expect(await nextOf(a)).toBe('zoomies.card.quiz');
  });

  it('000-00-5001 never decides', async () => {
    const { a, detail } = await decided({ ssn: '000005001' });
    expect(detail.application_decision).toBeNull();
    t.clock.advance(60 * 60 * 1000);
    expect(((await signup(t, a)).json() as Detail).application_decision).toBeNull();
    expect(await nextOf(a)).toBe('zoomies.card.preprocessing');
  });

  it('000-00-5002 decides after 12 s, so several polls see nothing first', async () => {
    const { a, detail } = await decided({ ssn: '000005002' });
    expect(detail.application_decision).toBeNull();
    t.clock.advance(3000);
    expect(((await signup(t, a)).json() as Detail).application_decision).toBeNull();
    t.clock.advance(12_000 - ACCEPT_DELAY - 3000);
    expect(((await signup(t, a)).json() as Detail)).toMatchObject({ application_decision: 'REVIEW', application_decision_effectiv_sub_status: 'Prequalified' });
  });

  it.each([
    ['income under $12,000', { income: 11_999, housing: 0 }, 'ko_income'],
    ['housing over half the monthly income', { income: 24_000, housing: 1001 }, 'ko_dti'],
    ['an applicant under 18', { dob: '06/01/2010' }, 'ko_minor'],
  ])('ordinary rules: %s declines with %s', async (_, overrides, reason) => {
    const { detail } = await decided(overrides);
    expect(detail).toMatchObject({ application_decision: 'DECLINE', decline_reason: reason });
  });

  it('ordinary rules: otherwise prequalified with half the income on housing exactly', async () => {
    const { detail } = await decided({ income: 24_000, housing: 1000 });
    expect(detail).toMatchObject({ application_decision: 'REVIEW', application_decision_effectiv_sub_status: 'Prequalified', credit_application_credit_limit: 4800 });
  });

  it.each([
    [12_000, 2400],
    [1_000_000, 20_000],
    [60_499, 12_000],
    [13_000, 2600],
  ])('the offer for an income of %i is a limit of %i', async (income, limit) => {
    const { detail } = await decided({ income, housing: 0, ssn: '123450000' });
    expect(detail).toMatchObject({ credit_application_credit_limit: limit, credit_application_purchase_apr: 2624, annual_fee: 249 });
  });

  async function approvedWith(ssn: string) {
    const { a } = await decided({ ssn });
    const accepted = await acceptOffer(t, a);
    return { a, accepted };
  }

  it('approval: 000-00-4001 declines with ko_vantage after the delay', async () => {
    const { a, accepted } = await approvedWith('000004001');
    expect(accepted.statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, a)).json()).toMatchObject({ application_decision: 'DECLINE', decline_reason: 'ko_vantage', application_evaluation_status: 'evaluation_completed', pet_application: null });
    expect(await nextOf(a)).toBe('zoomies.card.not-pre-qualified');
  });

  it('approval: 000-00-4002 goes to manual review', async () => {
    const { a } = await approvedWith('000004002');
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, a)).json()).toMatchObject({ application_decision: 'REVIEW', application_evaluation_status: 'evaluation_completed' });
    expect(await nextOf(a)).toBe('zoomies.card.not-pre-qualified');
  });

  it('approval: 000-00-4003 answers user_exists with a login link and records nothing', async () => {
    const { a, accepted } = await approvedWith('000004003');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ message: 'user_exists', code: 'user_exists', link: expect.stringContaining('/signin') });
    const row = await t.db.selectFrom('originations').select('accepted_at').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.accepted_at).toBeNull();
  });

  it('approval: any other SSN approves only after DECISION_DELAY_MS', async () => {
    const { a } = await approvedWith('000009999');
    t.clock.advance(ACCEPT_DELAY - 1);
    expect((await signup(t, a)).json()).toMatchObject({ application_evaluation_status: 'evaluation_pending', application_decision: 'REVIEW' });
    t.clock.advance(1);
    expect((await signup(t, a)).json()).toMatchObject({ application_evaluation_status: 'evaluation_completed', application_decision: 'APPROVE' });
  });
});
