import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { currentMeta } from '../../machines/route-table.ts';
import { T0, challenge, petChallenge, petlessChallenge, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';

// The pet step (machines/steps/pet.step.ts), read from what it sends and keeps: the challenge and
// pet calls' inputs, the home state and the server's answer it stores, each way out of the pet
// answer (waitlist by the server's word or by the state, the pet-less notice, the personal details),
// and the pet-less agreement both ways.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const animal = { pet_name: 'Rex', pet_type: 'dog' as const, pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male' as const, existing_health_conditions: 'false' as const };
const petValues = (state = 'TX') => ({ animal, address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state, postalCode: '78701' } });

function toAbout(services: Services, input = {}) {
  const flow = startFlow(services, input);
  flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
  return flow;
}

describe('the pet step', () => {
  it('asks the challenge for this client and application, sends the pet with its home address, and keeps the home state', async () => {
    const flow = toAbout({ loadChallenge: async () => challenge, submitPet: () => new Promise(() => {}) }, { clientId: 'ios' });
    await settle();
    expect(flow.callsOf('loadChallenge').map((call) => call.input)).toEqual([{ clientId: 'ios', originationId: 'orig-1' }]);
    expect(flow.actor.getSnapshot().context.challenge).toEqual(challenge);
    flow.actor.send({ type: 'user.submit', form: 'pet', values: petValues('NM') });
    expect(flow.actor.getSnapshot().matches({ about: 'submitting' })).toBe(true);
    expect(flow.actor.getSnapshot().context.petHomeState).toBe('NM');
    await settle();
    expect(flow.callsOf('submitPet').map((call) => call.input)).toEqual([{ clientId: 'ios', originationId: 'orig-1', ...petValues('NM') }]);
  });

  it('refuses a submit without the pet and its address', async () => {
    const flow = toAbout({ loadChallenge: async () => challenge });
    await settle();
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit', form: 'userInfo', values: { individual: {} } as never })).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit', form: 'pet', values: petValues() })).toBe(true);
  });

  it('an eligible pet goes on to the personal details, which read the challenge again (it now has the pet)', async () => {
    const challenges = [challenge, petChallenge];
    const flow = toAbout({ loadChallenge: async () => challenges.shift(), submitPet: async () => ({ decline_reason: null, waitlist: false }) });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(flow.actor.getSnapshot().matches({ user: 'editing' })).toBe(true);
    expect(flow.callsOf('loadChallenge')).toHaveLength(2);
    expect(flow.actor.getSnapshot().context).toMatchObject({ challenge: petChallenge, petDeclineReason: null, outcome: null });
  });

  it('the server can waitlist an address outside the blackout states', async () => {
    const { actor, emitted } = toAbout({ loadChallenge: async () => challenge, submitPet: async () => ({ decline_reason: null, waitlist: true }) });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues('TX') });
    await settle();
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('waitlist');
    expect(emitted).toContainEqual({ type: 'navigate.external', url: expect.any(String) });
  });

  it('a pet decline keeps the reason, drops an earlier agreement and the stale challenge; the agreement can be unticked', async () => {
    const flow = toAbout({ loadChallenge: async () => petlessChallenge, submitPet: async () => ({ decline_reason: 'pet_too_young', waitlist: false }) });
    const { actor } = flow;
    // The challenge says the details are still open (the pet-less notice is one of their steps).
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(actor.getSnapshot().matches({ petlessOffer: 'deciding' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ petDeclineReason: 'pet_too_young', agreePetlessFlow: false });
    // The notice read the challenge afresh: the one held before the answer was dropped.
    expect(flow.callsOf('loadChallenge')).toHaveLength(2);
    actor.send({ type: 'user.setAgreement', checked: true });
    expect(actor.getSnapshot().context.agreePetlessFlow).toBe(true);
    actor.send({ type: 'user.setAgreement', checked: false });
    expect(actor.getSnapshot().context.agreePetlessFlow).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.continue' })).toBe(false);
    actor.send({ type: 'user.setAgreement', checked: true });
    // Back to the pet, answered again: the agreement given to the first answer does not carry over.
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/about' });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(actor.getSnapshot().matches({ petlessOffer: 'deciding' })).toBe(true);
    expect(actor.getSnapshot().context.agreePetlessFlow).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.continue' })).toBe(false);
    actor.send({ type: 'user.tryAnotherPet' });
    expect(actor.getSnapshot().matches('getStarted')).toBe(true);
  });

  it('a failed pet answer keeps the form with the outcome; the next submit clears it', async () => {
    let fail = true;
    const { actor } = toAbout({ loadChallenge: async () => challenge, submitPet: () => (fail ? Promise.reject(apiError(400, 'Bad pet', 'invalid')) : new Promise(() => {})) });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.outcome).not.toBeNull();
    fail = false;
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('a pet refused because the details went in meanwhile (their answer lost, another tab) goes on where the application stands (decision 0059)', async () => {
    const { actor, callsOf } = toAbout({
      loadChallenge: async () => challenge,
      submitPet: async () => Promise.reject(apiError(409, 'Your details were already submitted for this application.', 'out_of_order')),
      validateOrigination: () => new Promise(() => {}),
    });
    await settle();
    actor.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settle();
    expect(actor.getSnapshot().matches('resume')).toBe(true);
    expect(callsOf('validateOrigination')).toHaveLength(1);
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('a challenge that fails: sign in when the session is needed, getStarted when not theirs, else a retry that asks again', async () => {
    const signIn = toAbout({ loadChallenge: async () => Promise.reject(apiError(401, 'Unauthorized')) });
    await settle();
    expect(signIn.actor.getSnapshot().matches('signin')).toBe(true);
    const forbidden = toAbout({ loadChallenge: async () => Promise.reject(apiError(403, 'Forbidden')) });
    await settle();
    expect(forbidden.actor.getSnapshot().matches('getStarted')).toBe(true);
    let fail = true;
    const down = toAbout({ loadChallenge: async () => (fail ? Promise.reject(apiError(503)) : challenge) });
    await settle();
    expect(down.actor.getSnapshot().matches({ about: 'loadFailed' })).toBe(true);
    expect(down.actor.getSnapshot().context.outcome).not.toBeNull();
    fail = false;
    down.actor.send({ type: 'user.retry' });
    await settle();
    expect(down.actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(down.callsOf('loadChallenge')).toHaveLength(2);
  });

  it('details completed before: the pet step and the pet-less notice go on where the application stands', async () => {
    const past = { ...petChallenge, next: 'zoomies.card.accept-offer' };
    const about = toAbout({ loadChallenge: async () => past });
    await settle();
    expect(about.actor.getSnapshot().matches('resume')).toBe(true);
    const notice = startFlow({ loadChallenge: async () => past });
    notice.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/petless-offer' });
    await settle();
    expect(notice.actor.getSnapshot().matches('resume')).toBe(true);
    const open = startFlow({ loadChallenge: async () => ({ ...petlessChallenge, next: 'zoomies.card.petless-offer' }) });
    open.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/petless-offer' });
    await settle();
    expect(open.actor.getSnapshot().matches({ petlessOffer: 'deciding' })).toBe(true);
  });
});
