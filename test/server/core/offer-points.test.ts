import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { complete, freshPhone, givePet, signup, start, verifyPhone } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The accept-offer page shows the bonus points of the visit's offer code (points_01 5,000,
// points_02 25,000, points_03 20,000); without one it shows the default, so the signup has none.

describeServer('the points of the visit offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function pointsFor(extra: Record<string, string>) {
    const { applicant } = await start(t, freshPhone(), '01-15', 'desktop', extra);
    await verifyPhone(t, applicant);
    expect((await givePet(t, applicant)).statusCode).toBe(200);
    expect((await complete(t, applicant)).statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    return (await signup(t, applicant)).json() as { promo_points: number | null };
  }

  it('follows the offer code, whatever promo code came with the visit', async () => {
    expect((await pointsFor({ offerCode: 'points_01', promoCode: 'PETS10' })).promo_points).toBe(5000);
    expect((await pointsFor({ offerCode: 'points_02' })).promo_points).toBe(25000);
  });

  it('has no points without an offer', async () => {
    expect((await pointsFor({ promoCode: 'PETS10' })).promo_points).toBeNull();
  });

  it('refuses an offer code that is not in the offers table', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/start/',
      payload: { client_id: 'c1', flowType: 'desktop', phoneNumber: '+15125550150', dob: '01-15', offerCode: 'points_09' },
    });
    expect(res.statusCode).toBe(400);
  });
});
