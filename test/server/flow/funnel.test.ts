import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelResponse } from '../../../services/contract/flow.schema.ts';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, ANIMAL, bearer, complete, freshPhone, givePet, signup, start, verifyPhone, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Drives applicants through the API along different branches and reads the funnel: every state and
// every arrow shows exactly the applicants that took it, and the median time each stayed. The clock
// moves by known steps, so the medians are known too.

const DAY = '2026-03-02'; // the test clock's first day
const STEP = { verify: 30_000, pet: 60_000, details: 90_000, offer: 20_000, quiz: 15_000, policy: 45_000, payment: 50_000 } as const;

describeServer('the funnel counts the applicants driven through the API', () => {
  let t: TestApp;
  let funnel: FunnelResponse;

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, a: Applicant, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(a.token), ...(payload ? { payload } : {}) });

  /** Start, then the partner code after STEP.verify. */
  async function started(): Promise<Applicant> {
    const { applicant } = await start(t, freshPhone());
    t.clock.advance(STEP.verify);
    await verifyPhone(t, applicant);
    return applicant;
  }

  /** …, the pet after STEP.pet, the details after STEP.details with this SSN, the decision shown. */
  async function decided(ssn: string): Promise<Applicant> {
    const a = await started();
    t.clock.advance(STEP.pet);
    expect((await givePet(t, a)).statusCode).toBe(200);
    t.clock.advance(STEP.details);
    expect((await complete(t, a, { ssn })).statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, a)).statusCode).toBe(200);
    return a;
  }

  /** Prequalified, accepted after STEP.offer, approval shown; returns the pet application. */
  async function approved(): Promise<{ a: Applicant; applicationId: string; quoteId: string }> {
    const a = await decided('123456789');
    t.clock.advance(STEP.offer);
    expect((await acceptOffer(t, a)).statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    const applicationId = (await signup(t, a)).json().pet_application.id as string;
    const quoteId = (await inject('GET', `/api/applications/${applicationId}/`, a)).json().insurance_quote.id as string;
    return { a, applicationId, quoteId };
  }

  async function answerQuiz(a: Applicant): Promise<void> {
    t.clock.advance(STEP.quiz);
    expect((await inject('PATCH', `/api/v1/card/signup/${a.id}/insurance_quiz/`, a, { had_insurance_before: false })).statusCode).toBe(200);
  }

  async function configurePolicy(a: Applicant, quoteId: string): Promise<void> {
    t.clock.advance(STEP.policy);
    expect((await inject('POST', '/api/policy_config/', a, { insurance_quote: quoteId, used_alternate_payment_method: false })).statusCode).toBe(201);
  }

  /** A state event of the applicant's browser, through the collector, with the applicant's token. */
  async function browserEntered(a: Applicant, stateId: string, enteredAt: Date): Promise<void> {
    const res = await inject('POST', '/api/analytics/', a, {
      anonymous_id: `anon-${a.id}`,
      batch: [
        {
          type: 'track',
          event: 'flow_state_entered',
          message_id: randomUUID(),
          origination_id: a.id,
          state: stateId,
          at: enteredAt.toISOString(),
          properties: { state_id: stateId, entered_at: enteredAt.toISOString() },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    // 3 approved without add-ons: quiz, then the policy (the welcome page).
    for (let i = 0; i < 3; i += 1) {
      const { a, quoteId } = await approved();
      await answerQuiz(a);
      await configurePolicy(a, quoteId);
    }
    // 1 approved whose browser reports the screens the server does not see, with add-ons and payment.
    {
      const { a, applicationId, quoteId } = await approved();
      // The browser reports an entry the server already has (processing) and one it cannot see (quiz).
      await browserEntered(a, 'processing', t.clock.now());
      t.clock.advance(STEP.quiz);
      await browserEntered(a, 'quiz', t.clock.now());
      await answerQuiz(a);
      await inject('PATCH', `/api/insurance_quotes/${quoteId}/`, a, { coverages: [`${quoteId}.vet_visit`] });
      t.clock.advance(STEP.payment);
      const purchase = (await inject('POST', '/api/plan_purchase/', a, { application: applicationId, payment_period: 'monthly' })).json();
      const setup = (await inject('POST', '/api/sandbox/payment/confirm_setup/', a, { client_secret: purchase.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' })).json();
      await inject('PATCH', `/api/plan_purchase/${purchase.id}/complete/`, a, { payment_method: setup.payment_method, payment_period: 'monthly' });
      await configurePolicy(a, quoteId);
    }
    // 2 declined, 2 asked for documents, 1 with an unsupported address who gives another one.
    for (const ssn of ['000001006', '000001006', '000002001', '000002001']) await decided(ssn);
    {
      const a = await decided('000002003');
      const address = { formatted_address: '500 Main St, Austin, TX 78702', city: 'Austin', state: 'TX', postal_code: '78702', residenceType: 'OWN' };
      expect((await inject('PATCH', `/api/v1/card/signup/${a.id}/update_address/`, a, { address })).statusCode).toBe(200);
    }
    // 1 whose pet is too young, 1 who never verifies their phone.
    {
      const a = await started();
      t.clock.advance(STEP.pet);
      expect((await givePet(t, a, { ...ANIMAL, pet_age: '3_week_old' })).statusCode).toBe(200);
    }
    await start(t, freshPhone());

    const res = await t.app.inject({ method: 'GET', url: `/api/flow/funnel/?from=${DAY}&to=${DAY}` });
    expect(res.statusCode).toBe(200);
    funnel = res.json();
  });
  afterAll(async () => t.close());

  const state = (id: string) => funnel.states.find((s) => s.id === id);

  it('counts each state and each arrow exactly', () => {
    const counts = Object.fromEntries(funnel.states.filter((s) => s.entered > 0).map((s) => [s.id, { entered: s.entered, exited: s.exited }]));
    expect(counts).toEqual({
      verify: { entered: 11, exited: { about: 10 } },
      about: { entered: 10, exited: { user: 9, petlessOffer: 1 } },
      petlessOffer: { entered: 1, exited: {} },
      user: { entered: 9, exited: { preprocessing: 9 } },
      preprocessing: { entered: 9, exited: { acceptOffer: 4, notPreQualified: 2, additionalInformation: 2, unsupportedAddress: 1 } },
      acceptOffer: { entered: 4, exited: { processing: 4 } },
      processing: { entered: 4, exited: { congratulations: 4 } },
      congratulations: { entered: 4, exited: { additionalServices: 3, quiz: 1 } },
      quiz: { entered: 1, exited: { additionalServices: 1 } },
      additionalServices: { entered: 4, exited: { welcome: 3, payment: 1 } },
      payment: { entered: 1, exited: { welcome: 1 } },
      welcome: { entered: 4, exited: {} },
      notPreQualified: { entered: 2, exited: {} },
      additionalInformation: { entered: 2, exited: {} },
      unsupportedAddress: { entered: 1, exited: { uploadDocument: 1 } },
      uploadDocument: { entered: 1, exited: {} },
    });
  });

  it('lists every top-level state of the flow, in the machine order, the unvisited ones at zero', () => {
    expect(funnel.states.map((s) => s.id)[0]).toBe('offerStart');
    expect(state('offerStart')).toEqual({ id: 'offerStart', entered: 0, exited: {}, median_ms: null });
    expect(funnel.states).toHaveLength(23);
  });

  it('gives the median time from entering a state to entering the next', () => {
    expect(state('verify')?.median_ms).toBe(STEP.verify);
    expect(state('about')?.median_ms).toBe(STEP.pet);
    expect(state('user')?.median_ms).toBe(STEP.details);
    expect(state('preprocessing')?.median_ms).toBe(ACCEPT_DELAY);
    expect(state('acceptOffer')?.median_ms).toBe(STEP.offer);
    // 3 went straight to the policy options after the quiz (STEP.quiz), 1 reported the quiz screen
    // first (also STEP.quiz after congratulations): the median is STEP.quiz.
    expect(state('congratulations')?.median_ms).toBe(STEP.quiz);
    expect(state('welcome')?.median_ms).toBeNull();
  });

  describe('the date range', () => {
    it('counts nothing outside it', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/flow/funnel/?from=2026-03-03&to=2026-03-09' });
      expect(res.json().states.every((s: { entered: number }) => s.entered === 0)).toBe(true);
    });

    it('refuses a malformed or reversed range with a clear message', async () => {
      for (const [query, field] of [
        ['from=2026-3-2&to=2026-03-02', 'from'],
        ['from=2026-02-30&to=2026-03-02', 'from'],
        ['from=2026-03-05&to=2026-03-02', 'from'],
        ['from=2024-01-01&to=2026-03-02', 'to'],
        ['to=2026-03-02', 'from'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/flow/funnel/?${query}` });
        expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
        expect(Object.keys(res.json().errors)).toContain(field);
      }
    });
  });
});

describeServer('the funnel in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'production', flowStaffToken: 'staff-secret-token' });
  });
  afterAll(async () => t.close());

  it('needs the configured staff token', async () => {
    const url = `/api/flow/funnel/?from=${DAY}&to=${DAY}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer wrong-token' } })).statusCode).toBe(403);
    const ok = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer staff-secret-token' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().states).toHaveLength(23);
  });

  it('is closed to everyone when no staff token is configured', async () => {
    const closed = await createTestApp({ mode: 'production' });
    try {
      const res = await closed.app.inject({ method: 'GET', url: `/api/flow/funnel/?from=${DAY}&to=${DAY}`, headers: { authorization: 'Bearer anything' } });
      expect(res.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});
