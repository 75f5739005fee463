import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('the waitlist of the blackout states', () => {
  let t: TestApp;
  let withForm: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    withForm = await createTestApp({ waitlistUrl: 'https://forms.example/zoomies-waitlist' });
  });
  afterAll(async () => {
    await t.close();
    await withForm.close();
  });

  it('has a page of its own when no external form is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/waitlist' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('We&#39;re not in your state yet');
    expect(res.body).toContain('WA, ME, MA, CO');
  });

  it('sends the applicant to the configured external form', async () => {
    const res = await withForm.app.inject({ method: 'GET', url: '/waitlist' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://forms.example/zoomies-waitlist');
  });
});
