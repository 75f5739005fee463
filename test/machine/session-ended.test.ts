import { describe, it, expect } from 'vitest';
import { useModelClock, contextOf, signedInAnswer, type Flow } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectSignIn } from '../../screens/sign-in/sign-in.selector.ts';
import { apiError, petApplication, preDecisionSignups, pricing, regulatoryDocuments } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Issue 33, defect 5: the token refresh failed on the offer page (Finish up); the app cleared the
// tokens and the page said "Something went wrong. Press the submit button to try again", with no
// sign-in offered. A call answered 401 (the client's refresh failed, or there was none to make) means
// the session ended: the applicant signs in, is told why, and comes back to the step they were on
// (decision 0063). Every call a step makes for the applicant leads there the same way.

useModelClock();

const signedOut = () => Promise.reject(apiError(401, 'Given token not valid for any token type', 'token_not_valid'));
const signIn: Services = { login: async () => ({ shared_key: 'sk-1' }), validateLogin: async () => signedInAnswer };

/** Signs in on the sign-in page, as the applicant does: email, then the emailed code. */
async function signsIn(flow: Flow) {
  flow.actor.send({ type: 'user.submit', form: 'email', values: { email: 'jamie.rivera@example.com' } });
  await settle();
  flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
  await settle();
}

describe('a session that ends on the offer page (defect 5)', () => {
  it('Finish up answered 401 leads to sign-in, which says the session ended, then back to the offer', async () => {
    let accepts = 0;
    const flow = startFlow(
      {
        ...signIn,
        loadRegulatoryDocuments: async () => regulatoryDocuments,
        fetchSignup: async () => preDecisionSignups.prequalified,
        acceptOffer: async () => (++accepts === 1 ? signedOut() : { success: true, next: 'zoomies.card.processing' }),
      },
      { originationId: 'orig-1', tokens: { access: 'a-0', refresh: 'r-0' } },
    );
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    flow.actor.send({ type: 'user.setAgreement', checked: true });
    flow.actor.send({ type: 'user.submit' });
    await settle();

    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/signin?next=zoomies.card.accept-offer');
    // The page says the session ended (never a glitch to try again, never "you previously started").
    expect(selectSignIn(flow.actor.getSnapshot())).toMatchObject({ sessionEnded: true, previouslyStarted: false, notice: null, error: null });
    expect(contextOf(flow).outcome).toBeNull();

    await signsIn(flow);
    expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/accept-offer');
    expect(contextOf(flow)).toMatchObject({ sessionEnded: false, signinNext: null, isLoggedIn: true });
  });
});

describe('a session that ends on any step leads to sign-in and back, never to a glitch', () => {
  it.each([
    ['the add-on page, an add-on saved', '/onboard/card/orig-1/additional-services', 'zoomies.card.additional-services', { type: 'user.toggleAddOn', key: 'vet_visit', on: true }, { setCoverages: signedOut }],
    ['the add-on page, an option saved', '/onboard/card/orig-1/additional-services', 'zoomies.card.additional-services', { type: 'user.toggleAddOn', key: 'coinsurance', on: true }, { setPolicyOption: signedOut }],
    ['the quiz', '/onboard/card/orig-1/quiz', 'zoomies.card.quiz', { type: 'user.submit' }, { submitQuiz: signedOut }],
  ] as const)('%s', async (_, url, route, intent, failing) => {
    const flow = startFlow(
      { fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: async () => petApplication(), fetchPricing: async () => pricing, ...failing },
      { originationId: 'orig-1', tokens: { access: 'a-0', refresh: 'r-0' } },
    );
    flow.actor.send({ type: 'nav.location', url });
    await settle();
    if (route === 'zoomies.card.quiz') flow.actor.send({ type: 'user.answer', hadInsuranceBefore: false });
    flow.actor.send(intent);
    await settle();
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe(`/signin?next=${route}`);
    expect(selectSignIn(flow.actor.getSnapshot())).toMatchObject({ sessionEnded: true, notice: null, error: null });
  });

  it('the decision wait: a poll answered 401 leads to sign-in, not to "this is taking longer than usual"', async () => {
    const flow = startFlow({ fetchSignup: signedOut }, { originationId: 'orig-1', tokens: { access: 'a-0', refresh: 'r-0' } });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/preprocessing' });
    await settle();
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/signin?next=zoomies.card.preprocessing');
  });
});
