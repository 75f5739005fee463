import { describe, it, expect } from 'vitest';
import { isNeedMissing, notPreQualifiedStatusOf, statusFromParam } from '../../machines/rules/data-needs.rules.ts';
import { isPastApplicantDetails, isApplicationOpen } from '../../machines/rules/progress.rules.ts';
import { initialContext } from '../../machines/onboarding.context.ts';
import { challenge, signup, preDecisionSignups, approvalSignups, petApplication, plan } from '../../src/flow-map/machine-model/model-fixtures.ts';

// What a state needs from the server, and what the loaded data says where no route did.

describe('what a state needs', () => {
  const withApplication = initialContext({ originationId: 'orig-1' });

  it('the signup and the challenge are missing for an application until loaded, never without one', () => {
    expect(isNeedMissing(withApplication, 'signup')).toBe(true);
    expect(isNeedMissing({ ...withApplication, signup: signup() }, 'signup')).toBe(false);
    expect(isNeedMissing(initialContext({}), 'signup')).toBe(false);
    expect(isNeedMissing(withApplication, 'challenge')).toBe(true);
    expect(isNeedMissing({ ...withApplication, challenge }, 'challenge')).toBe(false);
  });

  it('the pet application is loaded by the id the signup names, and only then', () => {
    expect(isNeedMissing(withApplication, 'petApplication')).toBe(false);
    expect(isNeedMissing({ ...withApplication, signup: signup() }, 'petApplication')).toBe(true);
    expect(isNeedMissing({ ...withApplication, signup: signup({ pet_application: null }) }, 'petApplication')).toBe(false);
    expect(isNeedMissing({ ...withApplication, signup: signup(), petApplication: petApplication() }, 'petApplication')).toBe(false);
  });

  it('the plan once the policy has one; the applications of a signed-in user', () => {
    expect(isNeedMissing({ ...withApplication, petApplication: petApplication() }, 'plan')).toBe(false);
    expect(isNeedMissing({ ...withApplication, petApplication: { ...petApplication(), plan_id: 'plan-1' } }, 'plan')).toBe(true);
    expect(isNeedMissing(withApplication, 'applications')).toBe(false);
    expect(isNeedMissing({ ...withApplication, isLoggedIn: true }, 'applications')).toBe(true);
  });

  it("the state config once the plan names its state, asked once (none configured is not asked again)", () => {
    expect(isNeedMissing(withApplication, 'stateConfig')).toBe(false);
    expect(isNeedMissing({ ...withApplication, plan, planLoaded: true }, 'stateConfig')).toBe(true);
    expect(isNeedMissing({ ...withApplication, plan, planLoaded: true, stateConfig: { state: 'TX', accident_days: 3, illness_days: 14, cruciate_days: 180 } }, 'stateConfig')).toBe(false);
    expect(isNeedMissing({ ...withApplication, plan, planLoaded: true, unavailable: ['stateConfig'] }, 'stateConfig')).toBe(false);
  });
});

describe('the not-pre-qualified status a signup stands for', () => {
  it('the prequalification decline reason, the review outcomes, the approval decline', () => {
    expect(notPreQualifiedStatusOf(preDecisionSignups.declined)).toBe('ko_vantage');
    expect(notPreQualifiedStatusOf(signup({ application_decision: 'DECLINE', decline_reason: 'ko_frozen_file' }))).toBe('ko_frozen_file');
    expect(notPreQualifiedStatusOf(signup({ application_decision: 'REVIEW', application_awaiting_documentation: true }))).toBe('unknown_document');
    expect(notPreQualifiedStatusOf(signup({ application_decision: 'REVIEW' }))).toBe('manual_review');
    expect(notPreQualifiedStatusOf({ ...approvalSignups.declined, offer_accepted: true })).toBe('ko_vantage');
    expect(notPreQualifiedStatusOf({ ...approvalSignups.pending, application_decision: 'REVIEW', application_evaluation_status: 'evaluation_completed', offer_accepted: true })).toBe('manual_review');
  });

  it('documents asked for and sent: the thank-you', () => {
    expect(notPreQualifiedStatusOf(preDecisionSignups.documentsNeeded)).toBe('additional_information_thankyou');
  });

  it('a status parameter we know, or none', () => {
    expect(statusFromParam('ko_frozen_file')).toBe('ko_frozen_file');
    expect(statusFromParam('nope')).toBeNull();
    expect(statusFromParam(null)).toBeNull();
  });
});

describe('where the application stands', () => {
  it('the pet and personal steps are behind an application whose next route is later', () => {
    expect(isPastApplicantDetails('zoomies.card.user')).toBe(false);
    expect(isPastApplicantDetails('zoomies.card.about')).toBe(false);
    expect(isPastApplicantDetails('zoomies.card.preprocessing')).toBe(true);
    expect(isPastApplicantDetails('zoomies.card.accept-offer')).toBe(true);
  });
  it('an application is open until it is complete or decided', () => {
    expect(isApplicationOpen('zoomies.card.accept-offer')).toBe(true);
    expect(isApplicationOpen('user.onboard.base')).toBe(false);
    expect(isApplicationOpen('zoomies.card.not-pre-qualified')).toBe(false);
    expect(isApplicationOpen(null)).toBe(false);
  });
});
