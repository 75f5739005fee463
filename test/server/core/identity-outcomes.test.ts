import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, complete, givePet, signup, start, verifyPhone } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The credit outcome column of the identities on file: each confirms with the last four digits of
// the SSN on file, and the decision follows that SSN.

describeServer('identities on file and their credit outcomes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function prefilledAndCompleted(phone: string, dob: string, last4: string, email: string) {
    const { applicant } = await start(t, phone, dob);
    await verifyPhone(t, applicant);
    expect((await givePet(t, applicant)).statusCode).toBe(200);
    const done = await complete(t, applicant, { ssn: last4, email, dob: `${dob.replace('-', '/')}/1985` });
    expect(done.statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    return applicant;
  }

  it('Jamie Rivera (512) 555-0100: prequalified, then approved', async () => {
    const a = await prefilledAndCompleted('+15125550100', '01-15', '0100', 'jamie.rivera@example.com');
    expect((await signup(t, a)).json()).toMatchObject({ application_decision_effectiv_sub_status: 'Prequalified', ssn: '0100' });
    await acceptOffer(t, a);
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, a)).json()).toMatchObject({ application_decision: 'APPROVE', application_evaluation_status: 'evaluation_completed' });
  });

  it('Morgan Lee (512) 555-0101: declined with ko_vantage', async () => {
    const a = await prefilledAndCompleted('+15125550101', '03-02', '1006', 'morgan.lee@example.com');
    expect((await signup(t, a)).json()).toMatchObject({ application_decision: 'DECLINE', decline_reason: 'ko_vantage' });
  });

  it('Casey Nguyen (512) 555-0102: documents needed', async () => {
    const a = await prefilledAndCompleted('+15125550102', '07-30', '2001', 'casey.nguyen@example.com');
    expect((await signup(t, a)).json()).toMatchObject({ application_decision: 'REVIEW', application_awaiting_documentation: true, application_required_documents: [expect.objectContaining({ name: 'Proof of income', document_age: 30 }), expect.objectContaining({ name: 'Government-issued photo ID' })] });
  });
});
