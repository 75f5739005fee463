import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, CLIENT_ID, freshPhone, outbox, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The mobile instant link: the link texted to the phone, opened where the verifier lives,
// continues the same application at the pet step.

describeServer('the mobile instant link (auth hand-off, PKCE S256)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  async function linked() {
    const phone = freshPhone();
    const { applicant } = await start(t, phone, '01-15', 'mobile');
    const { verifier, challenge } = pkce();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth_handoff/',
      headers: bearer(applicant.token),
      payload: { jwt: applicant.token, resource: 'zoomies.card.about', code_challenge: challenge },
    });
    expect(res.statusCode).toBe(200);
    const [message] = await outbox(t, phone);
    expect(message).toMatchObject({ kind: 'link', code: null });
    const link = new URL(message?.link as string, 'http://localhost');
    expect(link.pathname).toBe('/onboard/card/continue');
    // The text itself carries the whole address, so a phone can open it.
    expect(message?.body).toContain(`http://zoomies.test${message?.link as string}`);
    return { applicant, verifier, handle: (res.json() as { token: string }).token, secret: link.searchParams.get('token') as string };
  }

  const decrypt = (token: string, code_verifier: string) => t.app.inject({ method: 'POST', url: '/api/auth_handoff/decrypt/', payload: { token, code_verifier } });

  it('opening the link with the verifier continues the same application at the pet step', async () => {
    const { applicant, verifier, secret, handle } = await linked();
    expect(handle).not.toBe(secret);
    const waiting = await t.app.inject({ method: 'GET', url: `/api/v1/origination/${applicant.id}/`, headers: bearer(applicant.token) });
    expect(waiting.json()).toMatchObject({ next: 'zoomies.card.instalink' });
    const resource = await t.app.inject({ method: 'POST', url: '/api/auth_handoff/resource/', payload: { token: secret, code_verifier: verifier } });
    expect(resource.json()).toEqual({ resource: 'zoomies.card.about', email: null });
    const res = await decrypt(secret, verifier);
    expect(res.statusCode).toBe(200);
    const { jwt, resource: route } = res.json() as { jwt: string; resource: string };
    expect(route).toBe('zoomies.card.about');
    const validate = await t.app.inject({ method: 'POST', url: '/api/v1/origination/validate/', headers: bearer(jwt), payload: { client_id: CLIENT_ID, origination_id: applicant.id } });
    expect(validate.json()).toEqual({ success: true, next: 'zoomies.card.about' });
  });

  it('asked again once the link was opened (Back to the link page), answers "already verified" before the limit, and sends nothing', async () => {
    const { applicant, verifier, secret } = await linked();
    expect((await decrypt(secret, verifier)).statusCode).toBe(200);
    const phone = (await t.db.selectFrom('originations').select('phone_number').where('id', '=', applicant.id).executeTakeFirstOrThrow()).phone_number;
    const sentBefore = (await outbox(t, phone)).length;
    // Within the 30 s a second link would wait: the proof answers first.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth_handoff/',
      headers: bearer(applicant.token),
      payload: { jwt: applicant.token, resource: 'zoomies.card.about', code_challenge: pkce().challenge },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'out_of_order', message: 'Your phone number is already verified.' });
    expect(await outbox(t, phone)).toHaveLength(sentBefore);
  });

  it('the link works once, only with the right verifier, and only for 15 minutes', async () => {
    const first = await linked();
    expect((await decrypt(first.secret, pkce().verifier)).statusCode).toBe(400);
    expect((await decrypt(first.handle.padEnd(43, 'x'), first.verifier)).statusCode).toBe(400);
    expect((await decrypt(first.secret, first.verifier)).statusCode).toBe(200);
    expect((await decrypt(first.secret, first.verifier)).statusCode).toBe(400);
    const second = await linked();
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await decrypt(second.secret, second.verifier)).statusCode).toBe(400);
    const row = await t.db.selectFrom('originations').select('phone_verified').where('id', '=', second.applicant.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(0);
  });

  it("refuses a hand-off of another applicant's token", async () => {
    const { applicant: mine } = await start(t, freshPhone(), '01-15', 'mobile');
    const { applicant: theirs } = await start(t, freshPhone(), '01-15', 'mobile');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth_handoff/',
      headers: bearer(mine.token),
      payload: { jwt: theirs.token, resource: 'zoomies.card.about', code_challenge: pkce().challenge },
    });
    expect(res.statusCode).toBe(404);
    expect(await outbox(t, theirs.phone)).toEqual([]);
  });

  it('the tallied hand-off gives the redeemable token to the caller without texting it', async () => {
    const { applicant } = await start(t, freshPhone(), '01-15', 'mobile');
    const { verifier, challenge } = pkce();
    const res = await t.app.inject({ method: 'POST', url: '/api/tallied_auth_handoff/', headers: bearer(applicant.token), payload: { jwt: applicant.token, resource: 'partner', code_challenge: challenge } });
    const { token } = res.json() as { token: string };
    expect(await outbox(t, applicant.phone)).toEqual([]);
    expect((await decrypt(token, verifier)).json()).toMatchObject({ resource: 'partner' });
    const row = await t.db.selectFrom('originations').select('phone_verified').where('id', '=', applicant.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(0);
  });

  it('also emails the link when the identity on file has an email', async () => {
    const { applicant } = await start(t, '+15125550100', '01-15', 'mobile');
    const { challenge } = pkce();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth_handoff/',
      headers: bearer(applicant.token),
      payload: { jwt: applicant.token, resource: 'zoomies.card.about', code_challenge: challenge },
    });
    expect(res.statusCode).toBe(200);
    const [email] = await outbox(t, 'jamie.rivera@example.com');
    expect(email).toMatchObject({ kind: 'link', channel: 'email' });
    const [sms] = await outbox(t, '+15125550100');
    expect(sms).toMatchObject({ kind: 'link', channel: 'sms', link: email?.link });
  });
});
