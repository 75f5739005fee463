import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { currentMeta, urlForSnapshot } from '../../machines/route-table.ts';
import { WAITLIST_URL } from '../../services/contract/constants.ts';
import { T0, startResponse, challenge, signup, preDecisionSignups, approvalSignups, petApplication, pricing, quote, purchase, apiError, regulatoryDocuments } from '../../src/flow-map/machine-model/model-fixtures.ts';

// The machine driven like the app drives it: services answer asynchronously and time passes on
// fake timers. Each test follows one rule of the spec.

const startValues = { phoneNumber: '+15125550100', dob: '01-15' };
const petValues = (state = 'TX') => ({
  animal: { pet_name: 'Rex', pet_type: 'dog' as const, pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male' as const, existing_health_conditions: 'false' as const },
  address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state, postalCode: '78701' },
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('start and partner verification', () => {
  it('goes from the offer start to partner verify, checks the phone after 1 s and validates a 4-digit code', async () => {
    const { actor, callsOf } = startFlow({
      startOrigination: async () => startResponse(),
      startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: true, next: null }),
    });
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('offer-start');
    expect(actor.getSnapshot().can({ type: 'user.submit', form: 'start', values: { phoneNumber: '512', dob: '01-15' } })).toBe(false);
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(actor.getSnapshot().matches({ verify: 'waiting' })).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/card/orig-1/verify');
    expect(currentMeta(actor.getSnapshot())).toMatchObject({ route: 'zoomies.card.verify', step: 1, maxStep: 7 });
    await vi.advanceTimersByTimeAsync(999);
    expect(callsOf('startPhoneCheck')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsOf('startPhoneCheck')).toHaveLength(1);
    expect(actor.getSnapshot().context.outcome).toEqual({ code: 'codeSent' });
    expect(actor.getSnapshot().can({ type: 'user.submit', form: 'code', values: { code: '123' } })).toBe(false);
    actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(callsOf('verifyPartnerCode')[0]?.input).toMatchObject({ code: '1234', originationId: 'orig-1' });
    expect(actor.getSnapshot().matches('about')).toBe(true);
  });

  it('without an auth token the verify screen sends the applicant to /signup/start after 1 s', async () => {
    const { actor } = startFlow({});
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/verify' });
    expect(actor.getSnapshot().matches('verify')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches('getStarted')).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/signup/start');
  });

  it('counts failed partner codes; after 2, resend goes to the start and the next start uses the own code', async () => {
    const { actor, callsOf } = startFlow({
      startOrigination: async () => startResponse(),
      startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
      verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')),
      sendOwnCode: async () => ({ shared_key: 'k-1' }),
    });
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'user.resend' });
    await settle();
    expect(callsOf('startPhoneCheck')).toHaveLength(2);
    for (const attempt of [1, 2]) {
      actor.send({ type: 'user.submit', form: 'code', values: { code: '0000' } });
      await settle();
      expect(actor.getSnapshot().context.partnerAttempts).toBe(attempt);
      expect(actor.getSnapshot().context.outcome).toEqual({ code: 'wrongCode' });
    }
    actor.send({ type: 'user.resend' });
    expect(actor.getSnapshot().matches('getStarted')).toBe(true);
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(actor.getSnapshot().matches('verifyOwn')).toBe(true);
    expect(actor.getSnapshot().context.outcome).toEqual({ code: 'codeSent' });
  });

  it('a partner check that never reached the server counts no attempt; an expired or wrong code does, each with its own outcome', async () => {
    const answers = [
      apiError(0, 'Something went wrong. Press the next button to try again', 'network_error'),
      apiError(400, 'This code has expired. Please request a new one.', 'code_expired'),
      apiError(429, 'Please wait 20 seconds before requesting a new code.', 'too_many_requests'),
      apiError(400, 'Wrong code. Please try again', 'wrong_code'),
    ];
    const { actor } = startFlow({
      startOrigination: async () => startResponse(),
      startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
      verifyPartnerCode: async () => Promise.reject(answers.shift()),
    });
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'user.submit', form: 'code', values: { code: '0000' } });
      await settle();
      const { partnerAttempts, outcome } = actor.getSnapshot().context;
      seen.push([partnerAttempts, outcome?.code]);
    }
    expect(seen).toEqual([
      [0, 'unreachable'],
      [1, 'codeExpired'],
      [1, 'rateLimited'],
      [2, 'wrongCode'],
    ]);
  });

  it('without a correlation id the own 6-digit code is used; a successful challenge resets attempts and own-code use', async () => {
    const { actor } = startFlow({
      startOrigination: async () => startResponse({ correlation_id: null }),
      sendOwnCode: async () => ({ shared_key: 'k-1' }),
      verifyOwnCode: async () => ({ ok: true }),
      loadChallenge: async () => challenge,
    });
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(currentMeta(actor.getSnapshot())).toMatchObject({ screen: 'verify-own', route: 'zoomies.card.zoomies-verify' });
    expect(actor.getSnapshot().context.useOwnCode).toBe(true);
    actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ partnerAttempts: 0, useOwnCode: false });
  });

  it('cancelling the phone check on the 6-digit screen sets the user error flag and goes back to the start screen', async () => {
    const { actor } = startFlow({
      startOrigination: async () => startResponse({ correlation_id: null }),
      sendOwnCode: async () => ({ shared_key: 'k-1' }),
    });
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(actor.getSnapshot().matches('verifyOwn')).toBe(true);
    expect(actor.getSnapshot().context.userHasOPTErrors).toBe(false);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().context.userHasOPTErrors).toBe(true);
    expect(actor.getSnapshot().matches('verifyOwn')).toBe(false);
    expect(actor.getSnapshot().matches('getStarted') || actor.getSnapshot().matches('offerStart')).toBe(true);
  });

  it('on mobile the start goes to the instant link, which is texted once and can be resent after a failure', async () => {
    let sends = 0;
    const { actor } = startFlow(
      {
        startOrigination: async () => startResponse(),
        sendInstantLink: async () => {
          sends += 1;
          if (sends === 1) throw Object.assign(new Error('Too many links requested. Please try again in a few minutes.'), { status: 429 });
          return { token: 'handle' };
        },
      },
      { isMobile: true },
    );
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('instalink');
    expect(actor.getSnapshot().matches({ instalink: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toMatchObject({ code: 'rateLimited', message: 'Too many links requested. Please try again in a few minutes.' });
    actor.send({ type: 'user.resend' });
    await settle();
    expect(actor.getSnapshot().matches({ instalink: 'sent' })).toBe(true);
    expect(sends).toBe(2);
  });

  it('a phone that already applied gets the login route: sign in, then the server says where the application stands', async () => {
    const { actor, callsOf } = startFlow({
      startOrigination: async () =>
        startResponse({
          auth_token: '',
          next: 'login',
          correlation_id: null,
          login_message: 'Looks like you previously started your credit card application, please log in to continue.',
          login_next: '/onboard/card/applicant-details',
        }),
      login: async () => ({ shared_key: 'sk' }),
      validateLogin: async () => ({ access: 'a', refresh: 'r', user: { id: 'u', first_name: 'J', last_name: 'R', phone_number: '', email: 'e', address: null } }),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.accept-offer' }),
      fetchSignup: async () => preDecisionSignups.prequalified,
      // The application's details are complete: the applicant-details step hands over to the server's answer.
      loadChallenge: async () => ({ ...challenge, next: 'zoomies.card.accept-offer' as const }),
    });
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(actor.getSnapshot().matches('signin')).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/signin?next=%2Fonboard%2Fcard%2Fapplicant-details');
    expect(actor.getSnapshot().context.outcome).toMatchObject({ code: 'previouslyStarted' });
    actor.send({ type: 'user.submit', form: 'email', values: { email: 'jamie.rivera@example.com' } });
    await settle();
    expect(callsOf('login')[0]?.input).toEqual({ email: 'jamie.rivera@example.com' });
    expect(actor.getSnapshot().matches({ signin: 'code' })).toBe(true);
    actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
    // `next` is honoured as a path: the applicant-details step of this application is entered first
    // (it loads its data); its details are complete, so the server says where the application stands.
    expect(callsOf('loadChallenge')[0]?.input).toMatchObject({ originationId: 'orig-1' });
    expect(callsOf('validateOrigination')[0]?.input).toMatchObject({ originationId: 'orig-1' });
    expect(actor.getSnapshot().context.signinNext).toBeNull();
    expect(actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.signup?.credit_application_credit_limit).toBe(5000);
  });

  it.each([
    ['a path', '/onboard/card/applicant-details'],
    ['a route name', 'zoomies.card.user'],
  ])('sign-in honours `next` given as %s: the applicant details of an application not yet completed', async (_, next) => {
    const { actor } = startFlow({
      login: async () => ({ shared_key: 'sk' }),
      validateLogin: async () => ({ access: 'a', refresh: 'r', user: { id: 'u', first_name: 'J', last_name: 'R', phone_number: '', email: 'e', address: null } }),
      listApplications: async () => [{ id: 'orig-5', next: 'zoomies.card.about', created: '', phone_number: '' }],
      loadChallenge: async () => ({ ...challenge, next: 'zoomies.card.user' as const }),
    });
    // A device that knows no application: the one found after sign-in is the one `next` is a step of.
    actor.send({ type: 'nav.location', url: `/signin?next=${encodeURIComponent(next)}` });
    await settle();
    expect(actor.getSnapshot().matches('signin')).toBe(true);
    actor.send({ type: 'user.submit', form: 'email', values: { email: 'jamie.rivera@example.com' } });
    await settle();
    actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ user: 'editing' })).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/card/orig-5/applicant-details');
  });

  it('a signed-in visitor with an application is sent to its route', async () => {
    const { actor } = startFlow(
      { listApplications: async () => [{ id: 'orig-9', next: 'zoomies.card.quiz', created: '', phone_number: '' }] },
      { tokens: { access: 'a', refresh: 'r' } },
    );
    await settle();
    expect(actor.getSnapshot().matches('quiz')).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/card/orig-9/quiz');
    // The session child of the same system holds the tokens.
    expect(actor.system.get('session')?.getSnapshot().context.tokens).toEqual({ access: 'a', refresh: 'r' });
  });
});

describe('pet details', () => {
  const toAbout = (services: Parameters<typeof startFlow>[0]) => {
    const flow = startFlow(services);
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
    return flow;
  };

  it('a challenge answered 403 or 404 returns to getStarted', async () => {
    const { actor } = toAbout({ loadChallenge: async () => Promise.reject(apiError(404, 'Not found')) });
    await settle();
    expect(actor.getSnapshot().matches('getStarted')).toBe(true);
  });

  it('a home address in a blackout state ends at the external waitlist', async () => {
    const { actor, emitted } = toAbout({ loadChallenge: async () => challenge, submitPet: async () => ({ decline_reason: null, waitlist: false }) });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues('WA') });
    await settle();
    // Not a final state: Start over, Back and Forward still work from here.
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches('waitlist')).toBe(true);
    expect(currentMeta(actor.getSnapshot())).toMatchObject({ screen: 'waitlist', externalUrl: WAITLIST_URL });
    expect(emitted).toContainEqual({ type: 'navigate.external', url: WAITLIST_URL });
  });

  it('a pet decline reason shows the pet-less offer; Next only after the checkbox', async () => {
    const { actor } = toAbout({ loadChallenge: async () => challenge, submitPet: async () => ({ decline_reason: 'pet_too_young', waitlist: false }) });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('petless-offer');
    expect(actor.getSnapshot().can({ type: 'user.continue' })).toBe(false);
    actor.send({ type: 'user.setAgreement', checked: true });
    expect(actor.getSnapshot().can({ type: 'user.continue' })).toBe(true);
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().matches('user')).toBe(true);
  });

  it('a failed creation keeps the applicant on the screen with the error flag', async () => {
    const { actor } = toAbout({ loadChallenge: async () => challenge, submitPet: async () => Promise.reject(apiError(500, 'Server error')) });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
  });
});

describe('decision polls', () => {
  const toPreprocessing = (fetchSignup: () => Promise<unknown>) => {
    const flow = startFlow({ fetchSignup });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/preprocessing' });
    return flow;
  };

  it('polls every 3 s and goes on when the decision arrives', async () => {
    let answers = 0;
    const { actor, callsOf } = toPreprocessing(async () => (++answers < 3 ? preDecisionSignups.undecided : preDecisionSignups.prequalified));
    await settle();
    expect(callsOf('fetchSignup')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(callsOf('fetchSignup')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsOf('fetchSignup')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().matches('acceptOffer')).toBe(true);
  });

  it('reports the time-out with the origination id at 31 s', async () => {
    const { actor, callsOf, emitted } = toPreprocessing(async () => preDecisionSignups.undecided);
    await vi.advanceTimersByTimeAsync(30_999);
    expect(actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(false);
    expect(callsOf('fetchSignup')).toHaveLength(11);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ preprocessing: 'timedOut' })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toEqual({ code: 'decisionTimedOut' });
    // Reported once, under one event name, with the origination id.
    const reports = callsOf('trackEvent').filter((c) => (c.input as { name: string }).name.startsWith('decision_time'));
    expect(reports.map((c) => c.input)).toEqual([{ kind: 'error', name: 'decision_timed_out', properties: { origination_id: 'orig-1', phase: 'preprocessing' } }]);
    expect(emitted).toEqual([]);
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().context.decisionDeadline).toBe(Date.now() + 31_000);
  });

  it('approval waits for evaluation_completed, then congratulations; a declined approval shows its reason', async () => {
    const approved = startFlow({ fetchSignup: async () => approvalSignups.approved });
    approved.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/processing' });
    await settle();
    expect(approved.actor.getSnapshot().matches('congratulations')).toBe(true);
    const approvedEvents = approved.callsOf('trackEvent').filter((c) => (c.input as { name: string }).name === 'credit_approved');
    expect(approvedEvents).toHaveLength(1);
    // Keyed by the application, so the analytics service sends it once per application.
    expect(approvedEvents[0]?.input).toMatchObject({ properties: { origination_id: 'orig-1' } });
    const declined = startFlow({ fetchSignup: async () => approvalSignups.declined });
    declined.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/processing' });
    await settle();
    expect(urlForSnapshot(declined.actor.getSnapshot())).toBe('/onboard/card/orig-1/not-pre-qualified/ko_vantage');
  });
});

describe('offer, congratulations and quiz', () => {
  it('Finish up needs the agreement; once accepted, back from congratulations and routes to the offer are refused', async () => {
    let accepted = false;
    const { actor, callsOf } = startFlow({
      acceptOffer: async () => ((accepted = true), { success: true, next: null }),
      fetchSignup: async () => (accepted ? approvalSignups.approved : preDecisionSignups.prequalified),
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.setAgreement', checked: true });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().matches('congratulations')).toBe(true);
    actor.send({ type: 'user.back' });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    expect(actor.getSnapshot().matches('congratulations')).toBe(true);
    expect(callsOf('acceptOffer')).toHaveLength(1);
  });

  it('the accept call carries the documents the applicant agreed to, as the page linked them', async () => {
    const { actor, callsOf } = startFlow({
      loadRegulatoryDocuments: async () => regulatoryDocuments,
      acceptOffer: async () => ({ success: true, next: null }),
      fetchSignup: async () => preDecisionSignups.prequalified,
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    actor.send({ type: 'user.setAgreement', checked: true });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(callsOf('acceptOffer')).toHaveLength(1);
    expect(callsOf('acceptOffer')[0]?.input).toMatchObject({
      originationId: 'orig-1',
      agreedDocuments: [
        { document_type: 'lead_privacy_notice', url: '/legal/bank-privacy-notice' },
        { document_type: 'credit_card_agreement', url: '/legal/cardholder-agreement' },
        { document_type: 'rewards_addendum', url: '/legal/rewards-addendum' },
      ],
    });
  });

  it('without the documents to agree to, Finish up waits for them: nothing is accepted blind', async () => {
    let arrive: (documents: typeof regulatoryDocuments) => void = () => {};
    const { actor, callsOf } = startFlow({
      // The shell's load is slow (or failed): the offer shows before the documents.
      loadRegulatoryDocuments: () => new Promise((resolve) => (arrive = resolve)),
      acceptOffer: async () => ({ success: true, next: null }),
      fetchSignup: async () => preDecisionSignups.prequalified,
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    actor.send({ type: 'user.setAgreement', checked: true });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.submit' });
    await settle();
    expect(callsOf('acceptOffer')).toHaveLength(0);
    arrive(regulatoryDocuments);
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
  });

  it('user_exists asks the returning applicant to log in', async () => {
    const { actor } = startFlow({ acceptOffer: async () => Promise.reject(apiError(409, 'user_exists', 'user_exists')), fetchSignup: async () => preDecisionSignups.prequalified });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    actor.send({ type: 'user.setAgreement', checked: true });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().context.outcome).toMatchObject({ code: 'userExists' });
  });

  it('quiz Next needs an answer; an existing quiz is not an error; a pet decline reason ends at the Dashboard', async () => {
    const { actor } = startFlow({
      submitQuiz: async () => Promise.reject(apiError(409, 'insurance_quiz_exists', 'insurance_quiz_exists')),
      fetchSignup: async () => preDecisionSignups.approved,
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.answer', hadInsuranceBefore: false });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().matches('additionalServices')).toBe(true);
  });
});

describe('additional services and payment', () => {
  const toServices = (services: Parameters<typeof startFlow>[0]) => {
    const flow = startFlow({ fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: async () => petApplication(), fetchPricing: async () => pricing, ...services });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    return flow;
  };

  it('counts down every second to the deadline the server gives with the pet application, not from the signup held since before the quiz', async () => {
    // The quiz answer moved the signup after it was loaded here: the server's job finalizes 24 h
    // after that answer, half an hour later than the signup held here would say.
    const signupWindowEnds = Date.parse('2026-11-21T11:00:00.000Z') + 24 * 3600_000;
    const deadline = signupWindowEnds + 30 * 60_000;
    const { actor } = toServices({ loadPetApplication: async () => petApplication({ finalizationDeadline: new Date(deadline).toISOString() }) });
    await settle();
    const left = () => actor.getSnapshot().context.countdownRemainingMs;
    expect(actor.getSnapshot().context.countdownDeadline).toBe(deadline);
    expect(left()).toBe(23.5 * 3600_000);
    // Refreshed every second, not sooner.
    await vi.advanceTimersByTimeAsync(999);
    expect(left()).toBe(23.5 * 3600_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(left()).toBe(23.5 * 3600_000 - 1000);
    // The signup's 24 h are over, the server's are not: the page still offers changes.
    vi.setSystemTime(signupWindowEnds + 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ additionalServices: 'ready' })).toBe(true);
    expect(left()).toBe(30 * 60_000 - 2000);
    // One second before the server's deadline, then at it: finalized.
    vi.setSystemTime(deadline - 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(left()).toBe(1000);
    expect(actor.getSnapshot().matches({ additionalServices: 'ready' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ additionalServices: 'finalized' })).toBe(true);
  });

  it('a pet application read before the quiz (on the Dashboard) is read again after the answer, whose time moved the deadline', async () => {
    let deadline = '2026-11-22T11:00:00.000Z';
    const flow = startFlow({
        fetchSignup: async () => preDecisionSignups.approved,
      loadPetApplication: async () => petApplication({ finalizationDeadline: deadline }),
      fetchPricing: async () => pricing,
      listDocuments: async () => [],
      submitQuiz: async () => ((deadline = '2026-11-22T12:00:00.000Z'), { had_insurance_before: false }),
    }, { originationId: 'orig-1' });
    flow.actor.send({ type: 'nav.location', url: '/dashboard' });
    await settle();
    expect(flow.callsOf('loadPetApplication')).toHaveLength(1);
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    await settle();
    flow.actor.send({ type: 'user.answer', hadInsuranceBefore: false });
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ additionalServices: 'ready' })).toBe(true);
    expect(flow.callsOf('loadPetApplication')).toHaveLength(2);
    expect(flow.actor.getSnapshot().context.countdownDeadline).toBe(Date.parse('2026-11-22T12:00:00.000Z'));
  });

  it('when the window closes the page reads the finalized policy again and offers no more changes', async () => {
    let finalized = false;
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => (finalized ? petApplication({ policyConfigured: true, planId: 'plan-1' }) : petApplication({ coinsurance: 90 })),
    });
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.toggleAddOn', key: 'vet_visit', on: true })).toBe(true);
    finalized = true;
    vi.setSystemTime(Date.parse('2026-11-21T11:00:00.000Z') + 24 * 3600_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsOf('loadPetApplication')).toHaveLength(2);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ additionalServices: { finalized: 'shown' } })).toBe(true);
    expect(snapshot.context).toMatchObject({ policyConfigured: true, selectedAddOns: [], countdownRemainingMs: 0 });
    for (const event of [{ type: 'user.toggleAddOn', key: 'vet_visit', on: true }, { type: 'user.noChanges' }, { type: 'user.finalize' }, { type: 'user.useAlternatePayment' }] as const) {
      expect(snapshot.can(event)).toBe(false);
    }
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it('coming to the page after the window shows the policy finalized, not the add-ons', async () => {
    vi.setSystemTime(Date.parse('2026-11-21T11:00:00.000Z') + 25 * 3600_000);
    const { actor } = toServices({ loadPetApplication: async () => petApplication({ policyConfigured: true, planId: 'plan-1' }) });
    await settle();
    expect(actor.getSnapshot().matches({ additionalServices: { finalized: 'shown' } })).toBe(true);
  });

  it('toggles options through the application (default restored when off) and coverages through the quote; pricing is cached', async () => {
    let coinsurance = 80;
    const { actor, callsOf } = toServices({
      setPolicyOption: async (input: { value: number }) => ((coinsurance = input.value), petApplication({ coinsurance })),
      setCoverages: async (input: { coverages: string[] }) => quote(input.coverages),
    });
    await settle();
    expect(callsOf('fetchPricing')).toHaveLength(1);
    actor.send({ type: 'user.toggleAddOn', key: 'coinsurance', on: true });
    await settle();
    expect(callsOf('setPolicyOption')[0]?.input).toEqual({ applicationId: 'app-1', field: 'coinsurance', value: 90 });
    expect(actor.getSnapshot().context.selectedAddOns).toEqual(['coinsurance']);
    expect(callsOf('fetchPricing')).toHaveLength(2);
    actor.send({ type: 'user.toggleAddOn', key: 'coinsurance', on: false });
    await settle();
    expect(callsOf('setPolicyOption')[1]?.input).toMatchObject({ value: 80 });
    expect(callsOf('fetchPricing')).toHaveLength(2);
    actor.send({ type: 'user.toggleAddOn', key: 'vet_visit', on: true });
    await settle();
    expect(callsOf('setCoverages')[0]?.input).toEqual({ quoteId: 'quote-1', coverages: ['cov-vet'] });
    expect(actor.getSnapshot().context.selectedAddOns).toEqual(['vet_visit']);
  });

  it("'No changes needed' after choosing add-ons deselects them (options back to their defaults, coverages without add-ons), then configures", async () => {
    let application = petApplication({ coinsurance: 90, coverages: ['cov-vet'] });
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => application,
      setPolicyOption: async (input: { value: number }) => (application = { ...application, data: { ...application.data, coinsurance: input.value } }),
      setCoverages: async (input: { coverages: string[] }) => (application = { ...application, insurance_quote: quote(input.coverages) }).insurance_quote,
      configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' }),
    });
    await settle();
    expect(actor.getSnapshot().context.selectedAddOns).toEqual(['coinsurance', 'vet_visit']);
    actor.send({ type: 'user.noChanges' });
    await settle();
    expect(callsOf('setPolicyOption').map((c) => c.input)).toEqual([{ applicationId: 'app-1', field: 'coinsurance', value: 80 }]);
    expect(callsOf('setCoverages').map((c) => c.input)).toEqual([{ quoteId: 'quote-1', coverages: [] }]);
    expect(callsOf('configurePolicy').map((c) => c.input)).toEqual([{ quoteId: 'quote-1', usedAlternatePaymentMethod: false }]);
    expect(callsOf('createPlanPurchase')).toHaveLength(0);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/welcome');
  });

  it("a refused configuration shows the page's own failure, never the server's 409 text", async () => {
    const { actor } = toServices({
      configurePolicy: async () => Promise.reject(apiError(409, 'Paid add-ons are chosen: complete the plan purchase before configuring the policy.')),
    });
    await settle();
    actor.send({ type: 'user.noChanges' });
    await settle();
    expect(actor.getSnapshot().matches({ additionalServices: { ready: { panel: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
  });

  it("'No changes needed' completes the policy configuration and welcomes", async () => {
    const { actor, callsOf } = toServices({ configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' }) });
    await settle();
    actor.send({ type: 'user.noChanges' });
    await settle();
    expect(callsOf('configurePolicy')[0]?.input).toEqual({ quoteId: 'quote-1', usedAlternatePaymentMethod: false });
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/welcome');
  });

  it('finalizing with add-ons pays: confirm, complete, configure, welcome; the payment route is then refused', async () => {
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: async () => purchase({ status: 'completed', payment_method: 'pm_1' }),
      configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' }),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    expect(actor.getSnapshot().matches({ additionalServices: { ready: { panel: 'confirming' } } })).toBe(true);
    actor.send({ type: 'user.confirm' });
    await settle();
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('payment');
    actor.send({ type: 'user.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(callsOf('completePurchase')[0]?.input).toEqual({ purchaseId: 'pp-1', paymentMethod: 'pm_1', paymentPeriod: 'annual' });
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/payment/quote-1' });
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it("a declined card reports payment_failure with the provider's error and the related ids, and stays on the form", async () => {
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', param: 'payment_method' };
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'failed', paymentMethod: null, setupIntentId: 'seti_7', message: declined.message, error: declined }),
      completePurchase: async () => Promise.reject(apiError(409, 'This purchase cannot be completed.', 'purchase_not_payable')),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    actor.send({ type: 'user.confirm' });
    await settle();
    actor.send({ type: 'user.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const reports = () => callsOf('trackEvent').map((c) => c.input as { name: string; properties: Record<string, unknown> }).filter((c) => c.name === 'payment_failure');
    expect(reports()).toEqual([
      {
        kind: 'track',
        name: 'payment_failure',
        properties: { ...declined, setup_intent_id: 'seti_7', payment_method_id: null, plan_purchase_id: 'pp-1', quote_id: 'quote-1' },
      },
    ]);
    expect(actor.getSnapshot().matches({ payment: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toEqual({ code: 'paymentFailed', message: 'Your card has insufficient funds.' });
  });

  it('back from a payment redirect (3-D Secure) left during the confirmation: the payment route again, the SetupIntent retrieved, completed, on', async () => {
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: async () => purchase(),
      // The form is gone after the redirect: it would answer "not ready".
      confirmPayment: async () => ({ status: 'failed', paymentMethod: null, message: 'The payment form is not ready yet. Please try again.' }),
      retrievePaymentReturn: async () => ({ status: 'succeeded', paymentMethod: 'pm_redirect', setupIntentId: 'seti_1' }),
      completePurchase: async () => purchase({ status: 'completed', payment_method: 'pm_redirect' }),
      configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' }),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    actor.send({ type: 'user.confirm' });
    await settle();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ payment: 'confirming' })).toBe(true);
    // The page left for the bank's and came back: the runtime sends the landing URL (the payment
    // route with the provider's query), then the return.
    const landing = urlForSnapshot(actor.getSnapshot());
    actor.send({ type: 'nav.location', url: `${landing}?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=succeeded` });
    actor.send({ type: 'payment.returned', clientSecret: 'seti_1_secret_x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(callsOf('retrievePaymentReturn')[0]?.input).toEqual({ clientSecret: 'seti_1_secret_x' });
    expect(callsOf('completePurchase')[0]?.input).toMatchObject({ paymentMethod: 'pm_redirect' });
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('a return that arrives while the purchase loads is read once it is there; a failed authentication shows its message and reports it', async () => {
    const failure = { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: () => new Promise((resolve) => setTimeout(() => resolve(purchase()), 10)),
      retrievePaymentReturn: async () => ({ status: 'failed', paymentMethod: null, setupIntentId: 'seti_1', message: failure.message, error: failure }),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    actor.send({ type: 'user.confirm' });
    await settle();
    expect(actor.getSnapshot().matches({ payment: 'creatingPurchase' })).toBe(true);
    actor.send({ type: 'payment.returned', clientSecret: 'seti_1_secret_x' });
    await vi.advanceTimersByTimeAsync(20);
    expect(callsOf('retrievePaymentReturn')).toHaveLength(1);
    expect(actor.getSnapshot().matches({ payment: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: { code: 'paymentFailed', message: failure.message }, paymentReturn: null });
    const report = callsOf('trackEvent').map((c) => c.input as { name: string; properties: Record<string, unknown> }).find((c) => c.name === 'payment_failure');
    expect(report?.properties).toMatchObject({ type: 'invalid_request_error', code: 'setup_intent_authentication_failure', setup_intent_id: 'seti_1', plan_purchase_id: 'pp-1' });
  });

  const alternateServices = (registerPhone: (input: { phoneNumber: string }) => Promise<unknown>) => ({
    loadPetApplication: async () => petApplication({ coinsurance: 90 }),
    createPlanPurchase: async () => purchase(),
    registerPhone,
    confirmPayment: async () => ({ status: 'succeeded' as const, paymentMethod: 'pm_2' }),
    completePurchase: async () => purchase({ status: 'completed', payment_method: 'pm_2' }),
    configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' as const }),
  });
  const payTheOtherWay = async (flow: ReturnType<typeof toServices>, phone: string) => {
    flow.actor.send({ type: 'app.tokens', tokens: { access: 'access-1', refresh: 'refresh-1' } });
    await settle();
    flow.actor.send({ type: 'user.useAlternatePayment' });
    await settle();
    expect(currentMeta(flow.actor.getSnapshot())?.screen).toBe('payment');
    expect(flow.actor.getSnapshot().context.usedAlternatePaymentMethod).toBe(true);
    flow.actor.send({ type: 'user.submit', form: 'payment', values: { phone } });
    await vi.advanceTimersByTimeAsync(0);
  };
  const order = (flow: ReturnType<typeof toServices>) =>
    flow.calls.map((c) => c.name).filter((name) => ['registerPhone', 'confirmPayment', 'completePurchase', 'configurePolicy'].includes(name));

  it("the alternate payment path registers the phone (E.164) for the signed-in user before the card, and the completion carries only the payment", async () => {
    const flow = toServices(alternateServices(async (input) => ({ id: 'phone-1', phone_number: input.phoneNumber })));
    await payTheOtherWay(flow, '+15125550142');
    expect(flow.callsOf('registerPhone').map((c) => c.input)).toEqual([{ phoneNumber: '+15125550142' }]);
    expect(order(flow)).toEqual(['registerPhone', 'confirmPayment', 'completePurchase', 'configurePolicy']);
    expect(flow.callsOf('completePurchase')[0]?.input).toEqual({ purchaseId: 'pp-1', paymentMethod: 'pm_2', paymentPeriod: 'annual' });
    expect(flow.callsOf('configurePolicy')[0]?.input).toEqual({ quoteId: 'quote-1', usedAlternatePaymentMethod: true });
    expect(flow.actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it('a phone this user registered before (409 phone_exists) is stored already: the payment goes on', async () => {
    const flow = toServices(alternateServices(async () => Promise.reject(apiError(409, 'This phone number is already registered.', 'phone_exists'))));
    await payTheOtherWay(flow, '+15125550142');
    expect(order(flow)).toEqual(['registerPhone', 'confirmPayment', 'completePurchase', 'configurePolicy']);
    expect(flow.actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it('a phone that could not be stored stops the payment before the card: the form shows the failure, and Pay again registers it', async () => {
    let answer: Promise<unknown> = Promise.reject(apiError(503));
    answer.catch(() => undefined);
    const flow = toServices(alternateServices(() => answer));
    await payTheOtherWay(flow, '+15125550142');
    expect(order(flow)).toEqual(['registerPhone']);
    expect(flow.actor.getSnapshot().matches({ payment: 'entering' })).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toMatchObject({ code: 'failed' });
    answer = Promise.resolve({ id: 'phone-1', phone_number: '+15125550142' });
    flow.actor.send({ type: 'user.submit', form: 'payment', values: { phone: '+15125550142' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(order(flow)).toEqual(['registerPhone', 'registerPhone', 'confirmPayment', 'completePurchase', 'configurePolicy']);
    expect(flow.actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it('the card path registers no phone', async () => {
    const flow = toServices(alternateServices(async () => ({ id: 'phone-1', phone_number: '+15125550142' })));
    await settle();
    flow.actor.send({ type: 'user.finalize' });
    flow.actor.send({ type: 'user.confirm' });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'payment', values: { phone: null } });
    await vi.advanceTimersByTimeAsync(0);
    expect(order(flow)).toEqual(['confirmPayment', 'completePurchase', 'configurePolicy']);
    expect(flow.callsOf('configurePolicy')[0]?.input).toEqual({ quoteId: 'quote-1', usedAlternatePaymentMethod: false });
  });

  it('there is no alternate payment without an add-on to pay for, nor signed out (the phone is stored for the signed-in user)', async () => {
    const { actor } = toServices({});
    await settle();
    actor.send({ type: 'app.tokens', tokens: { access: 'access-1', refresh: 'refresh-1' } });
    expect(actor.getSnapshot().can({ type: 'user.useAlternatePayment' })).toBe(false);
    const withAddOn = toServices({ loadPetApplication: async () => petApplication({ coinsurance: 90 }) });
    await settle();
    expect(withAddOn.actor.getSnapshot().can({ type: 'user.useAlternatePayment' })).toBe(false);
    withAddOn.actor.send({ type: 'app.tokens', tokens: { access: 'access-1', refresh: 'refresh-1' } });
    expect(withAddOn.actor.getSnapshot().can({ type: 'user.useAlternatePayment' })).toBe(true);
  });

  it('a purchase that already succeeded with a stored payment method completes without re-entering payment', async () => {
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: async () => purchase({ status: 'succeeded', payment_method: 'pm_saved' }),
      completePurchase: async () => purchase({ status: 'completed', payment_method: 'pm_saved' }),
      configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' }),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    actor.send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(callsOf('confirmPayment')).toHaveLength(0);
    expect(callsOf('completePurchase')[0]?.input).toMatchObject({ paymentMethod: 'pm_saved' });
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it('a plan purchase answered 410 is already purchased: a policy never configured is configured before the welcome page', async () => {
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: async () => Promise.reject(apiError(410, 'Already purchased')),
      configurePolicy: async () => ({ id: 'pc', plan_id: 'p', status: 'configured' }),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    actor.send({ type: 'user.confirm' });
    await settle();
    expect(callsOf('configurePolicy').map((c) => c.input)).toEqual([{ quoteId: 'quote-1', usedAlternatePaymentMethod: false }]);
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
    expect(actor.getSnapshot().context.alreadyPurchased).toBe(true);
    expect(actor.getSnapshot().context.policyConfigured).toBe(true);
  });

  it('a 410 whose policy cannot be configured yet stays on payment with a retry, not the welcome page', async () => {
    let configured = false;
    const { actor, callsOf } = toServices({
      loadPetApplication: async () => petApplication({ coinsurance: 90 }),
      createPlanPurchase: async () => Promise.reject(apiError(410, 'Already purchased')),
      configurePolicy: async () => (configured ? { id: 'pc', plan_id: 'p', status: 'configured' as const } : Promise.reject(apiError(503))),
    });
    await settle();
    actor.send({ type: 'user.finalize' });
    actor.send({ type: 'user.confirm' });
    await settle();
    expect(actor.getSnapshot().matches({ payment: 'failed' })).toBe(true);
    configured = true;
    actor.send({ type: 'user.retry' });
    await settle();
    expect(callsOf('configurePolicy')).toHaveLength(2);
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
  });
});

describe('documents', () => {
  const uploaded = (name: string, id: string) => ({ id, name, created: '2026-11-21T12:00:00.000Z', document_type: 'Proof of income' });
  const file = (name: string, type: string) => ({ key: name, file: new Blob([`${name} content`], { type }), name });
  const rowsOf = (actor: ReturnType<typeof startFlow>['actor']) => actor.getSnapshot().context.uploads.map(({ name, status, problem }) => ({ name, status, problem }));

  it('sends every file picked at once, one after the other; each row keeps its own outcome', async () => {
    const { actor, callsOf } = startFlow({
      fetchSignup: async () => preDecisionSignups.documentsNeeded,
      listDocuments: async () => [],
      uploadDocument: async (input: { name: string }) => {
        if (input.name === 'page-2.jpg') throw apiError(503);
        return uploaded(input.name, `doc-${input.name}`);
      },
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/aditionalinformation' });
    await settle();
    const pages = [file('page-1.png', 'image/png'), file('page-2.jpg', 'image/jpeg'), file('notes.txt', 'text/plain'), file('page-3.pdf', 'application/pdf')];
    // No type chosen: the uploader is not there yet.
    expect(actor.getSnapshot().can({ type: 'user.upload', files: pages })).toBe(false);
    actor.send({ type: 'user.chooseDocumentType', documentType: 'Proof of income' });
    actor.send({ type: 'user.upload', files: pages });
    // The first is on its way; the others wait their turn; the text file is refused at once.
    expect(rowsOf(actor)).toEqual([
      { name: 'page-1.png', status: 'uploading', problem: null },
      { name: 'page-2.jpg', status: 'queued', problem: null },
      { name: 'notes.txt', status: 'failed', problem: 'wrongType' },
      { name: 'page-3.pdf', status: 'queued', problem: null },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(callsOf('uploadDocument').map((c) => c.input)).toEqual([
      { file: pages[0]!.file, name: 'page-1.png', documentType: 'Proof of income' },
      { file: pages[1]!.file, name: 'page-2.jpg', documentType: 'Proof of income' },
      { file: pages[3]!.file, name: 'page-3.pdf', documentType: 'Proof of income' },
    ]);
    expect(rowsOf(actor)).toEqual([
      { name: 'page-1.png', status: 'uploaded', problem: null },
      { name: 'page-2.jpg', status: 'failed', problem: 'failed' },
      { name: 'notes.txt', status: 'failed', problem: 'wrongType' },
      { name: 'page-3.pdf', status: 'uploaded', problem: null },
    ]);
    expect(actor.getSnapshot().context.uploadedDocuments?.map((d) => d.id)).toEqual(['doc-page-1.png', 'doc-page-3.pdf']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('files picked while others upload are queued, never dropped', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const { actor, callsOf } = startFlow({
      fetchSignup: async () => preDecisionSignups.documentsNeeded,
      listDocuments: async () => [],
      uploadDocument: (input: { name: string }) => new Promise((resolve) => answers.push(() => resolve(uploaded(input.name, `doc-${input.name}`)))),
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/aditionalinformation' });
    await settle();
    actor.send({ type: 'user.chooseDocumentType', documentType: 'Proof of income' });
    actor.send({ type: 'user.upload', files: [file('page-1.png', 'image/png')] });
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.upload', files: [file('page-2.pdf', 'application/pdf')] })).toBe(true);
    actor.send({ type: 'user.upload', files: [file('page-2.pdf', 'application/pdf')] });
    // The same file twice (a key already in the list) is one row.
    expect(actor.getSnapshot().can({ type: 'user.upload', files: [file('page-2.pdf', 'application/pdf')] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    for (let i = 0; i < 2; i++) {
      answers[i]?.(undefined);
      await settle();
    }
    expect(callsOf('uploadDocument').map((c) => (c.input as { name: string }).name)).toEqual(['page-1.png', 'page-2.pdf']);
    expect(rowsOf(actor).map((row) => row.status)).toEqual(['uploaded', 'uploaded']);
  });

  it('Submit is enabled after one upload; a failed upload (an answer without an id breaks the contract) is "Failed to upload file"; then the thank-you', async () => {
    let fails = true;
    const { actor } = startFlow({
      fetchSignup: async () => preDecisionSignups.documentsNeeded,
      listDocuments: async () => [],
      uploadDocument: async () => {
        if (fails) throw Object.assign(new Error('The answer did not match the contract'), { status: 0 });
        return uploaded('a.pdf', 'doc-1');
      },
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/aditionalinformation' });
    await settle();
    // The document types come with the signup, whatever the way in.
    expect(actor.getSnapshot().context.signup?.application_required_documents).toEqual([{ id: 'doc-1', name: 'Proof of income', document_age: 30 }]);
    actor.send({ type: 'user.chooseDocumentType', documentType: 'Proof of income' });
    actor.send({ type: 'user.upload', files: [{ key: 'first', file: new Blob(['%PDF'], { type: 'application/pdf' }), name: 'a.pdf' }] });
    await settle();
    expect(rowsOf(actor)).toEqual([{ name: 'a.pdf', status: 'failed', problem: 'failed' }]);
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    fails = false;
    actor.send({ type: 'user.upload', files: [{ key: 'again', file: new Blob(['%PDF'], { type: 'application/pdf' }), name: 'a.pdf' }] });
    await settle();
    expect(rowsOf(actor).map((row) => row.status)).toEqual(['failed', 'uploaded']);
    actor.send({ type: 'user.submit' });
    await settle();
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/card/orig-1/not-pre-qualified/additional_information_thankyou');
  });
});

describe('the shell', () => {
  it('ignores locations outside the flow', () => {
    const { actor } = startFlow({});
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    actor.send({ type: 'nav.location', url: '/pet-insurance/base' });
    expect(actor.getSnapshot().matches('quiz')).toBe(true);
  });

  it("mirrors the app's session store: tokens sign in, none sign out, in the flow and in its session child", () => {
    const { actor } = startFlow({});
    const session = () => actor.system.get('session')?.getSnapshot();
    actor.send({ type: 'app.tokens', tokens: { access: 'a', refresh: 'r' } });
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
    expect(session()?.value).toBe('signedIn');
    expect(session()?.context.tokens).toEqual({ access: 'a', refresh: 'r' });
    actor.send({ type: 'app.tokens', tokens: null });
    expect(actor.getSnapshot().context.isLoggedIn).toBe(false);
    expect(session()?.value).toEqual({ signedOut: 'idle' });
    expect(session()?.context.tokens).toBeNull();
  });

  it('refuses flow routes before an origination exists', () => {
    const { actor } = startFlow({});
    actor.send({ type: 'xstate.route', to: '#quiz' });
    expect(actor.getSnapshot().matches('offerStart')).toBe(true);
  });

  it('reload resets the flow and returns to the start; close goes to the Dashboard', async () => {
    const { actor, emitted } = startFlow({});
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    actor.send({ type: 'user.answer', hadInsuranceBefore: true });
    actor.send({ type: 'user.reload' });
    expect(actor.getSnapshot().matches('offerStart')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ originationId: null, quizAnswer: null });
    expect(emitted).toContainEqual({ type: 'flow.reset' });
    actor.send({ type: 'user.close' });
    expect(currentMeta(actor.getSnapshot())).toMatchObject({ screen: 'dashboard', route: 'Dashboard' });
  });

  it('Close on an early step: the Dashboard shows what there is, and Start over, Back and Forward still work', async () => {
    const { actor, callsOf } = startFlow({
      loadChallenge: async () => challenge,
      // Before the personal details there is no signup yet: the server says not yet (409).
      fetchSignup: async () => Promise.reject(apiError(409, 'Please submit your personal details first.', 'out_of_order')),
      listDocuments: async () => [],
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
    await settle();
    actor.send({ type: 'user.close' });
    await settle();
    expect(actor.getSnapshot().matches({ dashboard: 'shown' })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(callsOf('fetchSignup')).toHaveLength(1);
    // Back to the pet step works from the Dashboard.
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
    await settle();
    expect(actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.reload' });
    expect(actor.getSnapshot().matches('offerStart')).toBe(true);
  });

  it('a deep link to a step the application has not reached goes where it stands', async () => {
    const { actor } = startFlow({
      fetchSignup: async () => Promise.reject(apiError(409, 'Please submit your personal details first.', 'out_of_order')),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
      loadChallenge: async () => challenge,
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    expect(actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
  });

  it('keeps the signup used by later screens', async () => {
    const { actor } = startFlow({
      completeApplication: async () => ({ token: { access: 'a', refresh: 'r' }, user: { id: 'u', first_name: 'J', last_name: 'R', email: 'e' } }),
      fetchSignup: async () => signup(),
      loadChallenge: async () => challenge,
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/applicant-details' });
    await settle();
    actor.send({
      type: 'user.submit',
      form: 'userInfo',
      values: {
        individual: { firstName: 'Jamie', lastName: 'Rivera', ssn: '000001234', dob: '01/15/1990', email: 'j@example.com', phoneNumber: '+15125550100', address: petValues().address },
        residenceType: 'RENT', annualIncome: 60000, employmentType: 'EMPLOYED', monthlyHousingPayment: 1200,
      },
    });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches('preprocessing')).toBe(true);
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
    expect(actor.getSnapshot().context.signup?.id).toBe('orig-1');
    // The SSN went to the call, never into the context (which is saved to the browser's storage).
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('000001234');
  });
});

describe('locations of another application', () => {
  it("after 'Start over', the old application's URL (browser Back) leads to the start, not to its steps", async () => {
    const { actor } = startFlow({
      startOrigination: async () => startResponse(),
      startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
    });
    actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    const oldId = actor.getSnapshot().context.originationId;
    expect(oldId).toBeTruthy();
    actor.send({ type: 'user.reload' });
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('offer-start');
    actor.send({ type: 'nav.location', url: `/onboard/card/${oldId}/applicant-details` });
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('offer-start');
    expect(actor.getSnapshot().context.originationId).toBeNull();
  });

  it("the current application's URL still routes (reload, deep link)", async () => {
    const { actor } = startFlow({ startOrigination: async () => startResponse() }, { originationId: 'orig-7' });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-7/about' });
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('about');
  });
});

describe('own code sending', () => {
  it("a failed send shows the spec's text; a rate limit shows how long to wait", async () => {
    const failed = startFlow({
      startOrigination: async () => startResponse({ correlation_id: null }),
      sendOwnCode: async () => {
        throw apiError(500);
      },
    });
    failed.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(failed.actor.getSnapshot().context).toMatchObject({ OTPStatus: 'error', outcome: { code: 'codeSendFailed' } });

    const limited = startFlow({
      startOrigination: async () => startResponse({ correlation_id: null }),
      sendOwnCode: async () => {
        throw apiError(429, 'Please wait 30 seconds before requesting a new code.');
      },
    });
    limited.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(limited.actor.getSnapshot().context).toMatchObject({
      OTPStatus: 'error',
      outcome: { code: 'rateLimited', message: 'Please wait 30 seconds before requesting a new code.' },
    });
  });
});

describe('the offer of the offer page', () => {
  it('follows the URL: a valid offer id shows its offer, the plain start page and an unknown id none', () => {
    const { actor } = startFlow({});
    actor.send({ type: 'nav.location', url: '/q/signup/start-offer/v3' });
    expect(actor.getSnapshot().context.offerId).toBe('v3');
    actor.send({ type: 'nav.location', url: '/' });
    expect(actor.getSnapshot().context.offerId).toBeNull();
    actor.send({ type: 'nav.location', url: '/q/signup/start-offer/v2' });
    expect(actor.getSnapshot().context.offerId).toBe('v2');
    actor.send({ type: 'nav.location', url: '/q/signup/start-offer/v9' });
    expect(actor.getSnapshot().context.offerId).toBeNull();
  });
});
