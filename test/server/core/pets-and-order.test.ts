import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, ADDRESS, ANIMAL, bearer, CLIENT_ID, complete, freshPhone, givePet, readyForDetails, signup, start, verifyPhone } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('pet rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function verified() {
    const { applicant } = await start(t, freshPhone());
    await verifyPhone(t, applicant);
    return applicant;
  }

  it.each(['1_week_old', '6_week_old'])('a pet %s is too young', async (age) => {
    const a = await verified();
    const res = await givePet(t, a, { ...ANIMAL, pet_age: age });
    expect(res.json()).toEqual({ decline_reason: 'pet_too_young', waitlist: false });
    const row = await t.db.selectFrom('originations').select(['pet_decline_reason', 'animal']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.pet_decline_reason).toBe('pet_too_young');
    expect(JSON.parse(row.animal as string)).toMatchObject({ pet_age: age });
  });

  it('the challenge gives back the pet and its home address, so any device prefills the same', async () => {
    const a = await verified();
    await givePet(t, a, ANIMAL, { ...ADDRESS, extendedAddress: 'Apt 4' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/challenge/',
      headers: bearer(a.token),
      payload: { client_id: CLIENT_ID, origination_id: a.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pet_name: ANIMAL.pet_name,
      address: ADDRESS.address,
      extended_address: 'Apt 4',
      city: ADDRESS.city,
      state: ADDRESS.state,
      postal_code: ADDRESS.postalCode,
      next: 'zoomies.card.user',
    });
  });

  it('a pet of 7 weeks is eligible', async () => {
    const a = await verified();
    expect((await givePet(t, a, { ...ANIMAL, pet_age: '7_week_old' })).json()).toEqual({ decline_reason: null, waitlist: false });
  });

  it("existing health conditions 'true' fail the zoomies model", async () => {
    const a = await verified();
    expect((await givePet(t, a, { ...ANIMAL, existing_health_conditions: 'true' })).json()).toEqual({ decline_reason: 'pet_fails_zoomies_model', waitlist: false });
  });

  it.each(['WA', 'ME', 'MA', 'CO'])('a home in %s goes to the waitlist', async (state) => {
    const a = await verified();
    expect((await givePet(t, a, ANIMAL, { ...ADDRESS, state })).json()).toEqual({ decline_reason: null, waitlist: true });
  });

  it('a declined pet still lets the card go on, without a pet application', async () => {
    const a = await verified();
    await givePet(t, a, { ...ANIMAL, pet_age: '3_week_old' });
    expect((await complete(t, a)).statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    await acceptOffer(t, a);
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, a)).json()).toMatchObject({ application_decision: 'APPROVE', has_card_animal: false, pet_decline_reason: 'pet_too_young', pet_application: null });
  });

  it('rejects a pet that is not a dog or a cat, and a missing address', async () => {
    const a = await verified();
    expect((await givePet(t, a, { ...ANIMAL, pet_type: 'parrot' })).statusCode).toBe(400);
    const noAddress = await givePet(t, a, ANIMAL, { ...ADDRESS, address: '' });
    expect(noAddress.json()).toMatchObject({ errors: { 'address.address': ['Address is required'] } });
  });
});

describeServer('steps out of order answer 409 with a message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const ref = (id: string) => ({ client_id: CLIENT_ID, origination_id: id });

  it('before the phone is verified: validate, pet, complete; the challenge is 403', async () => {
    const { applicant: a } = await start(t, freshPhone());
    const validate = await t.app.inject({ method: 'POST', url: '/api/v1/origination/validate/', headers: bearer(a.token), payload: ref(a.id) });
    expect(validate.statusCode).toBe(409);
    expect(validate.json()).toMatchObject({ message: 'Please verify your phone number first.' });
    expect((await givePet(t, a)).statusCode).toBe(409);
    expect((await complete(t, a)).statusCode).toBe(409);
    const challenge = await t.app.inject({ method: 'POST', url: '/api/v1/origination/challenge/', headers: bearer(a.token), payload: ref(a.id) });
    expect(challenge.statusCode).toBe(403);
    const row = await t.db.selectFrom('originations').select(['animal', 'completed_at']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ animal: null, completed_at: null });
  });

  it('complete before the pet, signup and accept before completing', async () => {
    const { applicant: a } = await start(t, freshPhone());
    await verifyPhone(t, a);
    const early = await complete(t, a);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Please tell us about your pet first.' });
    expect((await signup(t, a)).statusCode).toBe(409);
    expect((await acceptOffer(t, a)).statusCode).toBe(409);
    const validate = await t.app.inject({ method: 'POST', url: '/api/v1/origination/validate/', headers: bearer(a.token), payload: ref(a.id) });
    expect(validate.json()).toEqual({ success: true, next: 'zoomies.card.about' });
  });

  it('accept before the prequalification is visible, quiz before approval, completing twice, pet after completing', async () => {
    const a = await readyForDetails(t, freshPhone());
    expect((await complete(t, a)).statusCode).toBe(200);
    const again = await complete(t, a);
    expect(again.statusCode).toBe(409);
    expect((await givePet(t, a)).statusCode).toBe(409);
    const accept = await acceptOffer(t, a);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ message: expect.stringContaining('not ready') });
    const quiz = await t.app.inject({ method: 'PATCH', url: `/api/v1/card/signup/${a.id}/insurance_quiz/`, headers: bearer(a.token), payload: { had_insurance_before: false } });
    expect(quiz.statusCode).toBe(409);
    const address = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/card/signup/${a.id}/update_address/`,
      headers: bearer(a.token),
      payload: { address: { formatted_address: 'x', city: 'Austin', state: 'TX', postal_code: '78701', residenceType: 'OWN' } },
    });
    expect(address.statusCode).toBe(409);
  });

  it('the phone check after the phone is verified', async () => {
    const { applicant: a } = await start(t, freshPhone());
    await verifyPhone(t, a);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/phone_check/`, headers: bearer(a.token) });
    expect(res.statusCode).toBe(409);
  });
});
