import { describe, it, expect } from 'vitest';
import { useModelClock, contextOf, type Flow, email, signedInAnswer, summary } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectSignIn } from '../../screens/sign-in/sign-in.selector.ts';
import { startResponse, apiError, challenge } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';

// Where the application stands (machines/steps/resume.step.ts), reached by signing in: what the
// server is asked, what its answers store and where each leads, on both sides of each guard.

const startValues = { phoneNumber: '+15125550100', dob: '01-15' };
const signIn = { login: async () => ({ shared_key: 'sk-1' }), validateLogin: async () => signedInAnswer } satisfies Services;

useModelClock();


async function signInWithCode(flow: Flow) {
  flow.actor.send({ type: 'user.submit', form: 'email', values: { email } });
  await settle();
  flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
  await settle();
  await settle();
}

/** Signed in on a device that knows no application (the /signin page, with its `next` if given). */
async function signedInWithout(services: Services, next?: string, input: OnboardingInput = {}) {
  const flow = startFlow({ ...signIn, ...services }, input);
  flow.actor.send({ type: 'nav.location', url: next ? `/signin?next=${encodeURIComponent(next)}` : '/signin' });
  await signInWithCode(flow);
  return flow;
}

/** Signed in after the login route of a start: the application is known. */
async function signedInWith(services: Services, started = startResponse({ id: 'orig-4', auth_token: '', next: 'login', correlation_id: null }), input: OnboardingInput = {}) {
  const flow = startFlow({ ...signIn, startOrigination: async () => started, ...services }, input);
  flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
  await settle();
  expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
  await signInWithCode(flow);
  return flow;
}

describe('resume without an application: the lookup', () => {
  it('asks for the applications (no input), keeps them, adopts the first and goes to its route', async () => {
    const applications = [summary({ id: 'orig-9', next: 'zoomies.card.quiz' }), summary({ id: 'orig-8', next: 'zoomies.card.about' })];
    const flow = await signedInWithout({ listApplications: async () => applications });
    expect(flow.callsOf('listApplications').map((c) => c.input)).toEqual([{}]);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-9/quiz');
    expect(contextOf(flow)).toMatchObject({ applications, originationId: 'orig-9', hasAuthToken: true });
  });

  it('an application without a step: the Dashboard, with it', async () => {
    const applications = [summary({ next: null })];
    const flow = await signedInWithout({ listApplications: async () => applications });
    expect(flow.actor.getSnapshot().matches('dashboard')).toBe(true);
    // The Dashboard shows the list the lookup stored: it does not ask again.
    expect(flow.callsOf('listApplications')).toHaveLength(1);
    expect(contextOf(flow)).toMatchObject({ applications, originationId: 'orig-9' });
  });

  it('no application: the Dashboard, which says so', async () => {
    const flow = await signedInWithout({ listApplications: async () => [] });
    expect(flow.actor.getSnapshot().matches('dashboard')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ applications: [], originationId: null });
  });

  it('a `next` of the application found: that step of it, `next` used once', async () => {
    const flow = await signedInWithout(
      { listApplications: async () => [summary({ id: 'orig-5', next: 'zoomies.card.about' })], loadChallenge: async () => ({ ...challenge, next: 'zoomies.card.user' as const }) },
      '/onboard/card/applicant-details',
    );
    expect(flow.actor.getSnapshot().matches('user')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-5/applicant-details');
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-5', signinNext: null, applications: [summary({ id: 'orig-5', next: 'zoomies.card.about' })] });
  });

  it('a `next` the flow does not know: the route of the application found', async () => {
    const flow = await signedInWithout({ listApplications: async () => [summary({ id: 'orig-5', next: 'zoomies.card.quiz' })] }, '/somewhere/else');
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-5/quiz');
  });

  it('a `next` without an application: the Dashboard', async () => {
    const flow = await signedInWithout({ listApplications: async () => [] }, '/onboard/card/applicant-details');
    expect(flow.actor.getSnapshot().matches('dashboard')).toBe(true);
  });

  it('a `next` route name without an application: the Dashboard, asked once', async () => {
    const flow = await signedInWithout({ listApplications: async () => [] }, 'zoomies.card.user');
    expect(flow.actor.getSnapshot().matches('dashboard')).toBe(true);
    expect(flow.callsOf('listApplications')).toHaveLength(1);
  });

  it('a lookup answered 401 signs in again', async () => {
    const flow = await signedInWithout({ listApplications: async () => Promise.reject(apiError(401, 'Not signed in', 'not_authenticated')) });
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
  });

  it('a failed lookup shows the retry view with the failure; retry asks again', async () => {
    const answers: Array<() => Promise<unknown>> = [async () => Promise.reject(apiError(503, 'Service unavailable', 'server_error')), async () => [summary()]];
    const flow = await signedInWithout({ listApplications: async () => answers.shift()!() });
    expect(flow.actor.getSnapshot().matches({ resume: 'failed' })).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(contextOf(flow).outcome).toEqual({ code: 'failed' });
    flow.actor.send({ type: 'user.retry' });
    await settle();
    expect(flow.callsOf('listApplications')).toHaveLength(2);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
  });
});

describe('resume with an application: the server says where it stands', () => {
  it('asks for this client and application and goes to the route it names', async () => {
    const flow = await signedInWith({ validateOrigination: async () => ({ success: true, next: 'zoomies.card.quiz' }) }, undefined, { clientId: 'client-7' });
    expect(flow.callsOf('validateOrigination').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-4' }]);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-4/quiz');
  });

  it('the login route\'s `next` goes first, once, without asking', async () => {
    const flow = await signedInWith(
      { loadChallenge: async () => challenge },
      startResponse({ id: 'orig-4', auth_token: '', next: 'login', correlation_id: null, login_next: 'zoomies.card.user' }),
    );
    expect(flow.actor.getSnapshot().matches('user')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-4/applicant-details');
    expect(contextOf(flow).signinNext).toBeNull();
    expect(flow.callsOf('validateOrigination')).toHaveLength(0);
  });

  it('a `next` the flow cannot name is dropped: the server is asked instead', async () => {
    const flow = await signedInWith(
      { validateOrigination: async () => ({ success: true, next: 'zoomies.card.quiz' }) },
      startResponse({ id: 'orig-4', auth_token: '', next: 'login', correlation_id: null, login_next: '/somewhere/else' }),
    );
    expect(flow.callsOf('validateOrigination')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
  });

  it('an application that is not theirs (403) is forgotten, and theirs is looked up', async () => {
    const flow = await signedInWith({
      validateOrigination: async () => Promise.reject(apiError(403, 'You do not have permission to perform this action.', 'permission_denied')),
      listApplications: async () => [],
    });
    expect(flow.callsOf('listApplications')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches('dashboard')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ originationId: null, hasAuthToken: false });
  });

  it('an application gone (404) is forgotten too', async () => {
    const flow = await signedInWith({ validateOrigination: async () => Promise.reject(apiError(404, 'Application not found', 'not_found')), listApplications: async () => [summary()] });
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
    expect(contextOf(flow).originationId).toBe('orig-9');
  });

  it('answered 401: sign in again', async () => {
    const flow = await signedInWith({ validateOrigination: async () => Promise.reject(apiError(401, 'Not signed in', 'not_authenticated')) });
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(selectSignIn(flow.actor.getSnapshot()).step).toBe('email');
    expect(contextOf(flow).originationId).toBe('orig-4');
  });

  it('a failure shows the retry view with the server text; retry asks again', async () => {
    const answers: Array<() => Promise<unknown>> = [
      async () => Promise.reject(apiError(400, 'Application not ready', 'invalid')),
      async () => ({ success: true, next: 'zoomies.card.quiz' }),
    ];
    const flow = await signedInWith({ validateOrigination: async () => answers.shift()!() });
    expect(flow.actor.getSnapshot().matches({ resume: 'failed' })).toBe(true);
    expect(contextOf(flow).outcome).toMatchObject({ code: 'rejected', message: 'Application not ready' });
    expect(contextOf(flow).originationId).toBe('orig-4');
    flow.actor.send({ type: 'user.retry' });
    await settle();
    expect(flow.callsOf('validateOrigination')).toHaveLength(2);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
  });
});
