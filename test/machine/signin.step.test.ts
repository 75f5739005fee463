import { describe, it, expect } from 'vitest';
import { useModelClock, contextOf, type Flow, email, signedInAnswer } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { selectSignIn } from '../../screens/sign-in/sign-in.selector.ts';
import { apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Sign-in by email code (machines/steps/signin.step.ts): which values each part takes, what goes to
// the session (and so to the login calls), what each notice of the session stores and what the
// screen is then given.


useModelClock();

const screen = (flow: Flow) => selectSignIn(flow.actor.getSnapshot());

function atSignin(services: Services) {
  const flow = startFlow(services);
  flow.actor.send({ type: 'nav.location', url: '/signin' });
  expect(flow.actor.getSnapshot().matches({ signin: 'email' })).toBe(true);
  return flow;
}

async function atCode(services: Services) {
  const flow = atSignin({ login: async () => ({ shared_key: 'sk-1' }), ...services });
  flow.actor.send({ type: 'user.submit', form: 'email', values: { email } });
  await settle();
  expect(flow.actor.getSnapshot().matches({ signin: 'code' })).toBe(true);
  return flow;
}

describe('sign-in: the email', () => {
  it('takes an email; no values, other values or an empty email are refused', () => {
    const flow = atSignin({});
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.can({ type: 'user.submit', form: 'email', values: { email } })).toBe(true);
    expect(snapshot.can({ type: 'user.submit' })).toBe(false);
    expect(snapshot.can({ type: 'user.submit', form: 'code', values: { code: '123456' } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit', form: 'email', values: { email: '' } })).toBe(false);
  });

  it('an empty email never leaves the applicant waiting on "Sending your code…"', async () => {
    const flow = atSignin({ login: async () => ({ shared_key: 'sk-1' }) });
    flow.actor.send({ type: 'user.submit', form: 'email', values: { email: '' } });
    await settle();
    expect(screen(flow).submitting).toBe(false);
    expect(flow.actor.getSnapshot().matches({ signin: 'email' })).toBe(true);
  });

  it('the email goes to the login call and is kept; while it is sent the form is busy; then the code part', async () => {
    let answer: (value: unknown) => void = () => {};
    const flow = atSignin({ login: () => new Promise((resolve) => (answer = resolve)) });
    flow.actor.send({ type: 'user.submit', form: 'email', values: { email } });
    await settle();
    expect(flow.callsOf('login').map((c) => c.input)).toEqual([{ email }]);
    expect(contextOf(flow)).toMatchObject({ signinEmail: email, outcome: null });
    expect(screen(flow)).toMatchObject({ step: 'email', submitting: true, email });
    answer({ shared_key: 'sk-1' });
    await settle();
    expect(screen(flow)).toMatchObject({ step: 'code', submitting: false, email, notice: null });
  });

  it('a refused email shows the limit and its text, counts a failed check, and stays on the email', async () => {
    const flow = atSignin({ login: async () => Promise.reject({ ...apiError(429, 'Please wait 30 seconds.', 'too_many_requests'), retryAfterSeconds: 30 }) });
    flow.actor.send({ type: 'user.submit', form: 'email', values: { email } });
    await settle();
    expect(flow.actor.getSnapshot().matches({ signin: 'email' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ failedChecks: 1, outcome: { code: 'rateLimited', retryAfterS: 30, message: 'Please wait 30 seconds.' } });
    expect(screen(flow)).toMatchObject({ error: 'Please wait 30 seconds.', attempt: 1 });
  });

  it('no answer to the email reads as the connection', async () => {
    const flow = atSignin({ login: async () => Promise.reject(apiError(0, 'Something went wrong', 'network_error')) });
    flow.actor.send({ type: 'user.submit', form: 'email', values: { email } });
    await settle();
    expect(screen(flow)).toMatchObject({ step: 'email', notice: 'unreachable' });
  });

  it('the login route\'s notice clears once an email is sent', async () => {
    const flow = atSignin({});
    flow.actor.send({ type: 'user.submit', form: 'email', values: { email } });
    expect(contextOf(flow).outcome).toBeNull();
  });
});

describe('sign-in: the code', () => {
  it('takes 6 digits only; the code goes to the validation with the shared key', async () => {
    const flow = await atCode({ validateLogin: async () => new Promise(() => {}) });
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.can({ type: 'user.submit', form: 'code', values: { code: '12345' } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit', form: 'code', values: { code: '1234567' } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit', form: 'email', values: { email } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit' })).toBe(false);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.callsOf('validateLogin').map((c) => c.input)).toEqual([{ sharedKey: 'sk-1', otp: '123456' }]);
    expect(screen(flow)).toMatchObject({ step: 'code', submitting: true });
  });

  it.each([
    ['with its error code', apiError(400, 'Wrong code. Please try again', 'wrong_code')],
    ['in its reply text alone', apiError(400, 'Wrong code. Please try again')],
  ])('a wrong code (%s) says so, counts a failed check (the input clears) and stays on the code', async (_, error) => {
    const flow = await atCode({ validateLogin: async () => Promise.reject(error) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.actor.getSnapshot().matches({ signin: 'code' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ failedChecks: 1, outcome: { code: 'wrongCode' } });
    expect(screen(flow)).toMatchObject({ notice: 'wrong-code', attempt: 1, submitting: false });
  });

  it('resend sends the code again to the same email and says it went out', async () => {
    let answer: (value: unknown) => void = () => {};
    const sends: Array<() => Promise<unknown>> = [async () => ({ shared_key: 'sk-1' }), () => new Promise((resolve) => (answer = resolve))];
    const flow = await atCode({ login: () => sends.shift()!() });
    flow.actor.send({ type: 'user.resend' });
    await settle();
    expect(flow.callsOf('login').map((c) => c.input)).toEqual([{ email }, { email }]);
    expect(screen(flow)).toMatchObject({ step: 'code', resending: true, email });
    answer({ shared_key: 'sk-2' });
    await settle();
    expect(contextOf(flow).outcome).toEqual({ code: 'codeSent' });
    expect(screen(flow)).toMatchObject({ step: 'code', resending: false, notice: 'code-sent' });
  });

  it('a refused resend shows why and stays on the code', async () => {
    const sends: Array<() => Promise<unknown>> = [async () => ({ shared_key: 'sk-1' }), async () => Promise.reject(apiError(503, 'Service unavailable', 'server_error'))];
    const flow = await atCode({ login: () => sends.shift()!() });
    flow.actor.send({ type: 'user.resend' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ signin: 'code' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ failedChecks: 1, outcome: { code: 'failed' } });
    expect(screen(flow)).toMatchObject({ notice: 'server-failed', attempt: 1 });
  });

  it('after a refused resend the code sent before is still checked: Sign in goes to the validation, never waits for ever (decision 0058)', async () => {
    const sends: Array<() => Promise<unknown>> = [async () => ({ shared_key: 'sk-1' }), async () => Promise.reject(apiError(404, 'Not found', 'not_found'))];
    const flow = await atCode({ login: () => sends.shift()!(), validateLogin: async () => signedInAnswer, validateOrigination: () => new Promise(() => {}) });
    flow.actor.send({ type: 'user.resend' });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.callsOf('validateLogin').map((c) => c.input)).toEqual([{ sharedKey: 'sk-1', otp: '123456' }]);
    expect(flow.actor.getSnapshot().matches('signin')).toBe(false);
  });

  it('signed in: the flow is signed in, its notice cleared, and asks where the application stands', async () => {
    const flow = await atCode({ validateLogin: async () => signedInAnswer, listApplications: async () => new Promise(() => {}) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(contextOf(flow)).toMatchObject({ isLoggedIn: true, outcome: null });
    expect(flow.actor.getSnapshot().matches({ resume: 'finding' })).toBe(true);
  });
});
