import { describe, it, expect } from 'vitest';
import {
  preDecisionStep,
  approvalStep,
  isPreDecisionReady,
  isApprovalReady,
  decisionDeadlineFrom,
  isDeadlinePassed,
} from '../../machines/rules/decision.rules.ts';
import { statusFromDeclineReason } from '../../services/contract/preprocessing-step.ts';
import { signup } from '../../src/flow-map/machine-model/model-fixtures.ts';

// The second document's section 4, rule by rule.

describe('preprocessing outcomes', () => {
  it('DECLINE goes to not-pre-qualified with the decline reason as status', () => {
    expect(preDecisionStep(signup({ application_decision: 'DECLINE', decline_reason: 'ko_frozen_file' }))).toEqual({ to: 'notPreQualified', status: 'ko_frozen_file' });
    expect(preDecisionStep(signup({ application_decision: 'DECLINE', decline_reason: 'ko_zoomies_model' }))).toEqual({ to: 'notPreQualified', status: 'ko_zoomies_model' });
  });
  it('an unknown decline reason reads as declined', () => {
    expect(statusFromDeclineReason('something_else')).toBe('declined');
    expect(statusFromDeclineReason(null)).toBe('declined');
  });
  it('REVIEW awaiting documentation with an unsupported address goes to unsupported-address', () => {
    const s = signup({ application_decision: 'REVIEW', application_awaiting_documentation: true, application_unsupported_address: true });
    expect(preDecisionStep(s)).toEqual({ to: 'unsupportedAddress' });
  });
  it('REVIEW awaiting documentation with no document required goes to not-pre-qualified unknown_document', () => {
    const s = signup({ application_decision: 'REVIEW', application_awaiting_documentation: true, application_required_documents: [] });
    expect(preDecisionStep(s)).toEqual({ to: 'notPreQualified', status: 'unknown_document' });
  });
  it('REVIEW awaiting documentation with required documents goes to aditionalinformation', () => {
    const s = signup({
      application_decision: 'REVIEW',
      application_awaiting_documentation: true,
      application_required_documents: [{ id: 'd', name: 'Proof of income', document_age: 30 }],
    });
    expect(preDecisionStep(s)).toEqual({ to: 'additionalInformation' });
  });
  it('REVIEW without awaiting documentation goes to manual_review, unless the sub-status is Prequalified', () => {
    expect(preDecisionStep(signup({ application_decision: 'REVIEW' }))).toEqual({ to: 'notPreQualified', status: 'manual_review' });
    expect(preDecisionStep(signup({ application_decision: 'REVIEW', application_decision_effectiv_sub_status: 'Prequalified' }))).toEqual({ to: 'acceptOffer' });
  });
  it('APPROVE with no decline reason goes to the quiz', () => {
    expect(preDecisionStep(signup({ application_decision: 'APPROVE' }))).toEqual({ to: 'quiz' });
    expect(preDecisionStep(signup({ application_decision: 'APPROVE', decline_reason: 'ko_dti' }))).toEqual({ to: 'notPreQualified', status: 'ko_dti' });
  });
});

describe('when the decision is ready', () => {
  it('on load a decision counts only with status SOFT_PULL; while polling any of the three decisions', () => {
    const hard = signup({ application_decision: 'APPROVE', application_decision_status: 'HARD_PULL' });
    const soft = signup({ application_decision: 'APPROVE', application_decision_status: 'SOFT_PULL' });
    expect(isPreDecisionReady(soft, 0)).toBe(true);
    expect(isPreDecisionReady(hard, 0)).toBe(false);
    expect(isPreDecisionReady(hard, 1)).toBe(true);
    expect(isPreDecisionReady(signup(), 5)).toBe(false);
    expect(isPreDecisionReady(null, 5)).toBe(false);
  });
  it('approval waits for evaluation_completed with a decision present', () => {
    expect(isApprovalReady(signup({ application_decision: 'APPROVE', application_evaluation_status: 'evaluation_pending' }))).toBe(false);
    expect(isApprovalReady(signup({ application_decision: null, application_evaluation_status: 'evaluation_completed' }))).toBe(false);
    expect(isApprovalReady(signup({ application_decision: 'APPROVE', application_evaluation_status: 'evaluation_completed' }))).toBe(true);
  });
  it('approval: DECLINE → its reason, REVIEW → manual_review, otherwise congratulations', () => {
    expect(approvalStep(signup({ application_decision: 'DECLINE', decline_reason: 'ko_vantage' }))).toEqual({ to: 'notPreQualified', status: 'ko_vantage' });
    expect(approvalStep(signup({ application_decision: 'REVIEW' }))).toEqual({ to: 'notPreQualified', status: 'manual_review' });
    expect(approvalStep(signup({ application_decision: 'APPROVE' }))).toEqual({ to: 'congratulations' });
  });
});

describe('the 31 s poll deadline', () => {
  it('is the entry time plus 31 000 ms and passes at that instant', () => {
    const deadline = decisionDeadlineFrom(1_000_000);
    expect(deadline).toBe(1_031_000);
    expect(isDeadlinePassed(deadline, 1_030_999)).toBe(false);
    expect(isDeadlinePassed(deadline, 1_031_000)).toBe(true);
    expect(isDeadlinePassed(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
