import { describe, expect, it } from 'vitest';
import { isNeedMissing, notPreQualifiedStatusOf } from '../../machines/rules/data-needs.rules.ts';
import { initialContext } from '../../machines/onboarding.context.ts';
import { approvalSignups, petApplication, preDecisionSignups, signup } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Both sides of each condition of what a state needs, and of the status a signup stands for when no
// route carried one (data-needs.rules.test.ts has the main cases).

describe('what a state needs, each condition on both sides', () => {
  const withApplication = initialContext({ originationId: 'orig-1' });
  const noApplication = initialContext({});

  it("the phone the codes go to: the application's, loaded with its token, unless typed on this device", () => {
    expect(isNeedMissing(withApplication, 'phoneNumber')).toBe(true);
    expect(isNeedMissing({ ...withApplication, phoneNumber: '+15125550100' }, 'phoneNumber')).toBe(false);
    expect(isNeedMissing({ ...withApplication, hasAuthToken: false }, 'phoneNumber')).toBe(false);
    expect(isNeedMissing({ ...noApplication, hasAuthToken: true }, 'phoneNumber')).toBe(false);
    expect(isNeedMissing({ ...withApplication, unavailable: ['phoneNumber'] }, 'phoneNumber')).toBe(false);
  });

  it('the challenge only for an application', () => {
    expect(isNeedMissing(noApplication, 'challenge')).toBe(false);
  });

  it("the uploaded documents: for an application or a signed-in user, until loaded", () => {
    expect(isNeedMissing(withApplication, 'uploadedDocuments')).toBe(true);
    expect(isNeedMissing({ ...noApplication, isLoggedIn: true }, 'uploadedDocuments')).toBe(true);
    expect(isNeedMissing(noApplication, 'uploadedDocuments')).toBe(false);
    expect(isNeedMissing({ ...withApplication, uploadedDocuments: [] }, 'uploadedDocuments')).toBe(false);
  });

  it('the plan: not without a pet application, not once loaded', () => {
    expect(isNeedMissing({ ...withApplication, petApplication: null }, 'plan')).toBe(false);
    expect(isNeedMissing({ ...withApplication, petApplication: petApplication({ planId: 'plan-1' }), planLoaded: true }, 'plan')).toBe(false);
  });

  it('the applications: not for a visitor who is not signed in, not once loaded', () => {
    expect(isNeedMissing({ ...withApplication, isLoggedIn: false }, 'applications')).toBe(false);
    expect(isNeedMissing({ ...withApplication, isLoggedIn: true, applications: [] }, 'applications')).toBe(false);
  });
});

describe('the status a signup stands for, without a route', () => {
  it("after the offer was accepted and the evaluation completed, the approval's outcome", () => {
    expect(notPreQualifiedStatusOf(approvalSignups.declined)).toBe('ko_vantage');
    expect(notPreQualifiedStatusOf({ ...approvalSignups.approved, application_decision: 'REVIEW', application_decision_effectiv_sub_status: 'Prequalified' })).toBe(
      'manual_review',
    );
  });

  it("before the evaluation completed, or before the offer was accepted, the prequalification's", () => {
    // Prequalified (REVIEW with the sub-status): the approval would say manual_review, the
    // prequalification says nothing is wrong, hence the default.
    const prequalified = preDecisionSignups.prequalified;
    expect(notPreQualifiedStatusOf({ ...prequalified, offer_accepted: true, application_evaluation_status: 'evaluation_pending' })).toBe('declined');
    expect(notPreQualifiedStatusOf({ ...prequalified, offer_accepted: false, application_evaluation_status: 'evaluation_completed' })).toBe('declined');
    expect(notPreQualifiedStatusOf(preDecisionSignups.declined)).toBe('ko_vantage');
    expect(notPreQualifiedStatusOf(signup({ application_decision: 'REVIEW' }))).toBe('manual_review');
  });

  it('documents asked for, or an unsupported address: thank you, we review them', () => {
    expect(notPreQualifiedStatusOf(preDecisionSignups.documentsNeeded)).toBe('additional_information_thankyou');
    expect(notPreQualifiedStatusOf(preDecisionSignups.unsupportedAddress)).toBe('additional_information_thankyou');
  });

  it('an approved or undecided signup reads as declined', () => {
    expect(notPreQualifiedStatusOf(approvalSignups.approved)).toBe('declined');
    expect(notPreQualifiedStatusOf(preDecisionSignups.approved)).toBe('declined');
    expect(notPreQualifiedStatusOf(preDecisionSignups.undecided)).toBe('declined');
  });
});
