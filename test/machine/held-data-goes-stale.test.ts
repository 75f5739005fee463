import { describe, it, expect } from 'vitest';
import { useModelClock, contextOf } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectShell } from '../../screens/shell/flow-shell.selector.ts';
import { selectAcceptOffer } from '../../screens/accept-offer/accept-offer.selector.ts';
import { apiError, challenge, preDecisionSignups } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { ChallengeResponse } from '../../services/contract/origination.schema.ts';
import type { RouteName } from '../../services/contract/routes.ts';

// Issue 33, found by the seeded walks (seeds 52 and 100): a step "loads what it needs" only when it
// is not held, so data held from an earlier moment stood in for the server's word. The personal
// details, sent, came back as a form on Back (the challenge read before the submit still said
// `next: user`); the offer page showed its loading view for good (the Dashboard had found no signup
// before the details were in, and that "not there" was never asked again). What the flow holds is
// stale once the application moved on, after a reload, and on a way back in; a step reads it again
// then (decision 0074).

useModelClock();

const details = {
  individual: {
    firstName: 'Jamie', lastName: 'Rivera', ssn: '000002001', dob: '01/15/1990', email: 'jamie.rivera@example.com', phoneNumber: '+15125550100',
    address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
  },
  residenceType: 'RENT' as const, annualIncome: 60000, employmentType: 'EMPLOYED' as const, monthlyHousingPayment: 1200,
};

/** The server's application: where it stands moves on as the applicant's calls land. */
function applicationServer(first: RouteName) {
  let next: RouteName = first;
  const challengeNow = (): ChallengeResponse => ({ ...challenge, next });
  const services: Services = {
    loadChallenge: async () => challengeNow(),
    validateOrigination: async () => ({ success: true, next }),
    completeApplication: async () => {
      next = 'zoomies.card.aditionalinformation';
      return { token: null, user: null };
    },
    fetchSignup: async () => preDecisionSignups.documentsNeeded,
    listDocuments: async () => [],
  };
  return { services, moveTo: (route: RouteName) => (next = route) };
}

describe('data held from before the application moved on', () => {
  it('Back to the personal details after they were sent reads where the application stands: the documents page, never the form again (seed 52)', async () => {
    const server = applicationServer('zoomies.card.user');
    const flow = startFlow(server.services, { originationId: 'orig-1' });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/applicant-details' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ user: 'editing' })).toBe(true);
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    await settle();
    expect(selectShell(flow.actor.getSnapshot()).meta?.screen).toBe('additional-information');

    // Browser Back: the personal details' URL.
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/applicant-details' });
    await settle();
    await settle();
    expect(flow.callsOf('loadChallenge')).toHaveLength(2);
    expect(selectShell(flow.actor.getSnapshot())).toMatchObject({ meta: { screen: 'additional-information' }, view: 'screen' });
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/aditionalinformation');
    expect(flow.callsOf('completeApplication')).toHaveLength(1);
  });

  it('a signup the Dashboard found not there yet is asked again once the details are in: the offer shows, not its loading view for good (seed 100)', async () => {
    let signup: () => Promise<unknown> = () => Promise.reject(apiError(409, 'Please submit your personal details first.', 'out_of_order'));
    const flow = startFlow({ fetchSignup: () => signup(), listDocuments: async () => [] }, { originationId: 'orig-1' });
    flow.actor.send({ type: 'user.close' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ dashboard: 'shown' })).toBe(true);
    expect(contextOf(flow).signup).toBeNull();

    // Meanwhile the details went in (this tab's answer was lost to a reload) and the offer is there.
    signup = async () => preDecisionSignups.prequalified;
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/accept-offer' });
    await settle();
    expect(flow.callsOf('fetchSignup')).toHaveLength(2);
    expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true);
    expect(selectShell(flow.actor.getSnapshot()).view).toBe('screen');
    expect(selectAcceptOffer(flow.actor.getSnapshot())).toMatchObject({ firstName: 'Jamie', creditLimit: 5000 });
  });

  it('the held signup is read again after the quiz is answered (the quiz page opened again goes on, never asks twice)', async () => {
    let answered = false;
    const flow = startFlow(
      {
        fetchSignup: async () => ({ ...preDecisionSignups.approved, had_insurance_before: answered ? false : null }),
        submitQuiz: async () => {
          answered = true;
          return { had_insurance_before: false };
        },
      },
      { originationId: 'orig-1' },
    );
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    await settle();
    flow.actor.send({ type: 'user.answer', hadInsuranceBefore: false });
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.actor.getSnapshot().matches('additionalServices')).toBe(true);
    // Browser Back to the quiz: it is done, so the flow goes on to the add-on page again.
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    await settle();
    expect(flow.callsOf('submitQuiz')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(false);
    expect(selectShell(flow.actor.getSnapshot()).meta?.screen).toBe('additional-services');
  });
});
