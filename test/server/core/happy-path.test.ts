import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, bearer, complete, readyForDetails, signup } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('the whole application through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes from start to an approved signup with a pet application', async () => {
    const a = await readyForDetails(t, '+15125550150');
    const done = await complete(t, a);
    expect(done.statusCode).toBe(200);
    const { token, user } = done.json() as { token: { access: string; refresh: string }; user: { id: string; email: string } };
    expect(token.access).toBeTruthy();
    expect(user.email).toMatch(/@example.com$/);

    // The decision is not visible before DECISION_DELAY_MS.
    let detail = await signup(t, a);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ application_decision: null, credit_application_credit_limit: null, ssn: '6789' });
    t.clock.advance(ACCEPT_DELAY);
    detail = await signup(t, a);
    expect(detail.json()).toMatchObject({
      application_decision: 'REVIEW',
      application_decision_status: 'SOFT_PULL',
      application_decision_effectiv_sub_status: 'Prequalified',
      credit_application_credit_limit: 12000,
      credit_application_purchase_apr: 2624,
      annual_fee: 249,
      pet_application: null,
    });

    const accepted = await acceptOffer(t, a);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, next: 'zoomies.card.processing' });
    detail = await signup(t, a);
    expect(detail.json()).toMatchObject({ application_evaluation_status: 'evaluation_pending', offer_accepted: true });
    t.clock.advance(ACCEPT_DELAY);
    detail = await signup(t, a);
    const approved = detail.json() as { application_decision: string; application_evaluation_status: string; pet_application: { id: string } | null };
    expect(approved).toMatchObject({ application_decision: 'APPROVE', application_evaluation_status: 'evaluation_completed' });
    expect(approved.pet_application?.id).toBeTruthy();

    // The user's access token reads the same signup.
    const asUser = await t.app.inject({ method: 'GET', url: `/api/v1/card/signup/${a.id}/`, headers: bearer(token.access) });
    expect(asUser.statusCode).toBe(200);

    const quiz = await t.app.inject({ method: 'PATCH', url: `/api/v1/card/signup/${a.id}/insurance_quiz/`, headers: bearer(a.token), payload: { had_insurance_before: true } });
    expect(quiz.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/origination/', headers: bearer(token.access) });
    expect(list.json()).toEqual({ results: [expect.objectContaining({ id: a.id, next: 'zoomies.card.additional-services' })] });

    const customer = await t.app.inject({ method: 'POST', url: '/api/users/customer/', headers: bearer(token.access), payload: { application_id: approved.pet_application?.id } });
    expect(customer.json()).toMatchObject({ id: user.id, email: user.email });

    // 'No changes needed': the policy is configured with the base coverage, and the flow is done.
    const application = await t.app.inject({ method: 'GET', url: `/api/applications/${approved.pet_application?.id}/`, headers: bearer(token.access) });
    const quoteId = (application.json() as { insurance_quote: { id: string } }).insurance_quote.id;
    const configured = await t.app.inject({ method: 'POST', url: '/api/policy_config/', headers: bearer(token.access), payload: { insurance_quote: quoteId, used_alternate_payment_method: false } });
    expect(configured.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/origination/${a.id}/`, headers: bearer(token.access) });
    expect(after.json()).toMatchObject({ next: 'user.onboard.base' });
  });
});
