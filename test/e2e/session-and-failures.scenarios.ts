import { button, expectScreen, field, type Applicant } from './applicant.ts';
import { applyThroughApi, emailOf } from './earlier-visit.ts';
import { injectFault } from './sandbox-faults.ts';
import type { Scenario } from './scenarios.ts';

// What an applicant on a flaky network meets when the session or a call fails (issue 24): each walk
// checks what the person reads and that they can go on. Area code 415 keeps these phones apart from
// the other walks' (limits are per recipient).

/** The sign-in page's email step, then the code step with its input: the code went out. */
async function askForSignInCode(a: Applicant, email: string): Promise<void> {
  await expectScreen(a, 'signin', { heading: /^Sign in$/ });
  await field(a, 'Email').fill(email);
  await button(a, 'Send my code').click();
  await expectScreen(a, 'signin', { heading: /^Check your email$/ });
  await field(a, '6-digit code').waitFor({ state: 'visible' });
}

export const SESSION_AND_FAILURES: Scenario[] = [
  {
    // Issue 24, item 9: the app cleared its tokens after a failed refresh, and its session child
    // went on believing it was signed in, so the email was dropped on "Sending your code…".
    name: 'signs-in-again-after-a-failed-token-refresh',
    phone: '4155550110',
    startPath: '/contact',
    async run(a) {
      const earlier = await applyThroughApi(a.baseUrl, { phone: a.phone, ssn: '123-45-6711' });
      const email = emailOf(a.phone);
      // The browser that completed the application keeps its signed-in tokens.
      await a.page.evaluate((tokens) => localStorage.setItem('zoomies:session.tokens', JSON.stringify(tokens)), earlier.tokens);
      // The next day they open their application: the access token has expired, and so has the refresh.
      await injectFault(a.page, 'GET', /\/api\/v1\/card\/signup\/[^/]+\/$/, { fault: 401, call: 'signupDetail' });
      await injectFault(a.page, 'POST', /\/api\/tokens\/refresh\/$/, { fault: 401, call: 'refresh' });
      await a.page.goto(`${a.baseUrl}/onboard/card/${earlier.originationId}/accept-offer`);
      // The session has ended: the sign-in page, and the browser keeps no tokens.
      await expectScreen(a, 'signin', { heading: /^Sign in$/ });
      const stored = await a.page.evaluate(() => localStorage.getItem('zoomies:session.tokens'));
      if (stored !== null) throw new Error('The refused refresh left the tokens in the browser');
      // They sign in with their email: the code goes out and its step shows, not "Sending your code…".
      await askForSignInCode(a, email);
      await field(a, '6-digit code').fill(await newLoginCode(a, email, []));
      await expectScreen(a, 'acceptOffer');
    },
  },
];

/** The sign-in codes sent to an email so far, newest first. */
async function loginCodes(a: Applicant, email: string): Promise<string[]> {
  const response = await fetch(`${a.baseUrl}/api/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { results: { kind: string; code: string | null }[] };
  return body.results.filter((m) => m.kind === 'login_code' && m.code).map((m) => m.code as string);
}

/** A sign-in code sent after `before` was read: the one the person just asked for. */
async function newLoginCode(a: Applicant, email: string, before: string[]): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const codes = await loginCodes(a, email);
    if (codes.length > before.length && codes[0]) return codes[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No new sign-in code for ${email}`);
}
