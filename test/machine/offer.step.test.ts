import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { T0, preDecisionSignups, apiError, regulatoryDocuments } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Accept offer, congratulations and the quiz (machines/steps/offer.step.ts), read from what they
// send and keep: the acceptance's input, the agreement both ways, each failure's outcome (a returning
// applicant is asked to log in, by the server's code or its message), the quiz answer as sent, and
// where an offer accepted or a quiz answered elsewhere goes.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

type Flow = ReturnType<typeof startFlow>;
const at = (flow: Flow, path: string) => flow.actor.send({ type: 'nav.location', url: `/onboard/card/orig-1/${path}` });

async function toOffer(services: Services, input = {}) {
  const flow = startFlow({ fetchSignup: async () => preDecisionSignups.prequalified, ...services }, input);
  at(flow, 'accept-offer');
  await settle();
  return flow;
}

/** Ticks the agreement and presses Finish up. */
async function finishUp(flow: Flow) {
  flow.actor.send({ type: 'user.setAgreement', checked: true });
  flow.actor.send({ type: 'user.submit' });
  await settle();
}

describe('accept offer', () => {
  it('sends the client, the application and the agreed documents, and keeps the offer as accepted', async () => {
    // The processing wait after it polls a signup that stays pending here.
    let fetched = 0;
    const slow = await toOffer({
      acceptOffer: async () => ({ success: true, next: null }),
      fetchSignup: () => (++fetched === 1 ? Promise.resolve(preDecisionSignups.prequalified) : new Promise(() => {})),
    }, { clientId: 'ios' });
    await finishUp(slow);
    expect(slow.callsOf('acceptOffer').map((call) => call.input)).toEqual([
      {
        clientId: 'ios',
        originationId: 'orig-1',
        agreedDocuments: regulatoryDocuments.filter((d) => d.document_type !== 'privacy_policy').map(({ document_type, url }) => ({ document_type, url })),
      },
    ]);
    expect(slow.actor.getSnapshot().matches('processing')).toBe(true);
    expect(slow.actor.getSnapshot().context).toMatchObject({ offerAccepted: true, outcome: null });
    // An accepted offer is not offered again, even before the signup says so.
    at(slow, 'accept-offer');
    expect(slow.actor.getSnapshot().matches('processing')).toBe(true);
  });

  it('the agreement can be unticked: Finish up is refused again', async () => {
    const flow = await toOffer({});
    flow.actor.send({ type: 'user.setAgreement', checked: true });
    expect(flow.actor.getSnapshot().context.agreementTicked).toBe(true);
    flow.actor.send({ type: 'user.setAgreement', checked: false });
    expect(flow.actor.getSnapshot().context.agreementTicked).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
  });

  it('there is no offer to accept before an application exists', () => {
    const flow = startFlow({});
    flow.actor.send({ type: 'xstate.route', to: '#acceptOffer' });
    expect(flow.actor.getSnapshot().matches('offerStart')).toBe(true);
  });

  it('an offer accepted on another device goes on where the application stands', async () => {
    const flow = await toOffer({ fetchSignup: async () => ({ ...preDecisionSignups.prequalified, offer_accepted: true }) });
    expect(flow.actor.getSnapshot().matches('resume')).toBe(true);
    expect(flow.callsOf('validateOrigination')).toHaveLength(1);
  });

  it('user_exists, by code or by message, asks the returning applicant to log in and come back to the personal details', async () => {
    for (const refusal of [apiError(409, 'An account with this email exists.', 'user_exists'), apiError(400, 'user_exists')]) {
      const flow = await toOffer({ acceptOffer: async () => Promise.reject(refusal) });
      await finishUp(flow);
      expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
      expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'userExists', loginUrl: '/signin?next=%2Fonboard%2Fcard%2Fapplicant-details' });
      expect(flow.actor.getSnapshot().context.offerAccepted).toBe(false);
    }
  });

  it("any other refusal keeps the offer with the server's word", async () => {
    const flow = await toOffer({ acceptOffer: async () => Promise.reject(apiError(400, 'Offer expired', 'invalid')) });
    await finishUp(flow);
    expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toMatchObject({ code: 'rejected', message: 'Offer expired' });
    const down = await toOffer({ acceptOffer: async () => Promise.reject(apiError(502)) });
    await finishUp(down);
    expect(down.actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
  });
});

describe('the quiz', () => {
  async function toQuiz(services: Services) {
    const flow = startFlow({ fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: () => new Promise(() => {}), ...services });
    at(flow, 'quiz');
    await settle();
    return flow;
  }

  it('sends the answer as given, for this application', async () => {
    for (const answer of [true, false]) {
      const flow = await toQuiz({ submitQuiz: async () => ({ had_insurance_before: answer }) });
      flow.actor.send({ type: 'user.answer', hadInsuranceBefore: answer });
      expect(flow.actor.getSnapshot().context.quizAnswer).toBe(answer);
      flow.actor.send({ type: 'user.submit' });
      await settle();
      expect(flow.callsOf('submitQuiz').map((call) => call.input)).toEqual([{ originationId: 'orig-1', hadInsuranceBefore: answer }]);
      expect(flow.actor.getSnapshot().matches('additionalServices')).toBe(true);
    }
  });

  it('answered before (true or false) is done: no question asked; unanswered asks', async () => {
    for (const had of [true, false]) {
      const flow = await toQuiz({ fetchSignup: async () => ({ ...preDecisionSignups.approved, had_insurance_before: had }) });
      expect(flow.actor.getSnapshot().matches('additionalServices')).toBe(true);
      expect(flow.callsOf('submitQuiz')).toHaveLength(0);
    }
    const open = await toQuiz({});
    expect(open.actor.getSnapshot().matches({ quiz: 'answering' })).toBe(true);
  });

  it('an existing answer (by code or by message) goes on; any other failure stays with its outcome', async () => {
    for (const exists of [apiError(409, 'Already answered', 'insurance_quiz_exists'), apiError(400, 'insurance_quiz_exists')]) {
      const flow = await toQuiz({ submitQuiz: async () => Promise.reject(exists) });
      flow.actor.send({ type: 'user.answer', hadInsuranceBefore: true });
      flow.actor.send({ type: 'user.submit' });
      await settle();
      expect(flow.actor.getSnapshot().matches('additionalServices')).toBe(true);
    }
    const failed = await toQuiz({ submitQuiz: async () => Promise.reject(apiError(503)) });
    failed.actor.send({ type: 'user.answer', hadInsuranceBefore: true });
    failed.actor.send({ type: 'user.submit' });
    await settle();
    expect(failed.actor.getSnapshot().matches({ quiz: 'answering' })).toBe(true);
    expect(failed.actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
  });
});
