import { describe, it, expect } from 'vitest';
import { preDecisionStep } from '../../machines/rules/decision.rules.ts';
import { ROUTE_TABLE } from '../../machines/route-table.ts';
import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import type { RouteName } from '../../services/contract/routes.ts';
import { nextRoute } from '../../server/origination/origination-state.ts';
import type { OriginationRow } from '../../server/origination/origination.repository.ts';
import { stateAfterDecision } from '../../server/flow/progress.ts';
import type { CreditOutcome } from '../../server/origination/credit-decisions.ts';
import { signup } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Where preprocessing sends the applicant, for every decision × sub-status × awaiting documentation
// × unsupported address × required documents × decline reason: the client's machine, the server's
// next route and the server's funnel must all say the same, and say what the second document's
// section 4 says. The expectation below is that section read line by line, not the code's rule.

const DECISIONS = ['APPROVE', 'DECLINE', 'REVIEW'] as const;
const SUB_STATUSES = [null, 'Prequalified', 'Pending'] as const;
const FLAGS = [false, true] as const;
const REQUIRED = [[], [{ id: 'proof_of_income', name: 'Proof of income', document_age: 30 }]] as const;
const DECLINE_REASONS = [null, 'ko_vantage', 'no_such_reason'] as const;

interface Case {
  decision: (typeof DECISIONS)[number];
  subStatus: (typeof SUB_STATUSES)[number];
  awaiting: boolean;
  unsupported: boolean;
  required: (typeof REQUIRED)[number];
  declineReason: (typeof DECLINE_REASONS)[number];
}

type Expected = { to: 'notPreQualified'; status: NotPreQualifiedStatus } | { to: 'unsupportedAddress' | 'additionalInformation' | 'acceptOffer' | 'quiz' };

const reasonStatus = (reason: string | null): NotPreQualifiedStatus => (reason === 'ko_vantage' ? 'ko_vantage' : 'declined');

/** The second document, section 4, 'Preprocessing outcomes'. */
function expected(c: Case): Expected {
  // "DECLINE goes to not-pre-qualified with status equal to the decline reason."
  if (c.decision === 'DECLINE') return { to: 'notPreQualified', status: reasonStatus(c.declineReason) };
  if (c.decision === 'REVIEW') {
    // "REVIEW with awaiting documentation: go to unsupported-address if the address is unsupported;
    // otherwise not-pre-qualified with status unknown_document if no documents are required;
    // otherwise aditionalinformation." The sub-status is not read here: documents come first.
    if (c.awaiting) {
      if (c.unsupported) return { to: 'unsupportedAddress' };
      return c.required.length === 0 ? { to: 'notPreQualified', status: 'unknown_document' } : { to: 'additionalInformation' };
    }
    // "REVIEW without awaiting documentation goes to not-pre-qualified with status manual_review,
    // unless the sub-status is Prequalified, in which case accept-offer."
    return c.subStatus === 'Prequalified' ? { to: 'acceptOffer' } : { to: 'notPreQualified', status: 'manual_review' };
  }
  // "APPROVE with no decline reason goes to quiz." With one, the reason is the outcome.
  return c.declineReason === null ? { to: 'quiz' } : { to: 'notPreQualified', status: reasonStatus(c.declineReason) };
}

const CASES: Case[] = DECISIONS.flatMap((decision) =>
  SUB_STATUSES.flatMap((subStatus) =>
    FLAGS.flatMap((awaiting) =>
      FLAGS.flatMap((unsupported) => REQUIRED.flatMap((required) => DECLINE_REASONS.map((declineReason) => ({ decision, subStatus, awaiting, unsupported, required, declineReason })))),
    ),
  ),
);

const name = (c: Case) =>
  `${c.decision} ${c.subStatus ?? 'no sub-status'}, ${c.awaiting ? 'awaiting' : 'not awaiting'}, ${c.unsupported ? 'unsupported' : 'supported'} address, ${c.required.length} required, reason ${c.declineReason ?? 'none'}`;

const NOW = new Date('2026-11-21T12:00:00.000Z');

/** A submitted origination whose prequalification is visible now, not yet accepted. */
function originationRow(c: Case): OriginationRow {
  const outcome: CreditOutcome = {
    decision: c.decision,
    status: 'SOFT_PULL',
    evaluation: null,
    subStatus: c.subStatus,
    awaitingDocumentation: c.awaiting,
    unsupportedAddress: c.unsupported,
    requiredDocuments: [...c.required],
    // Stored JSON: a row may hold a reason the contract does not name (written by another version).
    declineReason: c.declineReason as CreditOutcome['declineReason'],
  };
  return {
    id: 'orig-1', flow_type: 'desktop', correlation_id: 'corr-1', phone_verified: 1, animal: '{}', pet_decline_reason: null, waitlist: 0,
    completed_at: '2026-11-21T11:59:00.000Z', prequal_outcome: JSON.stringify(outcome), prequal_due_at: '2026-11-21T11:59:30.000Z',
    accepted_at: null, approval_outcome: null, approval_due_at: null, had_insurance_before: null, pet_application_id: null,
  } as OriginationRow;
}

const routeOf = (stateId: Expected['to']): RouteName => {
  const route = ROUTE_TABLE.find((entry) => entry.stateId === stateId)?.route;
  if (!route) throw new Error(`No route for ${stateId}`);
  return route as RouteName;
};

describe('preprocessing: one rule for the client and the server', () => {
  it(`covers every combination (${CASES.length})`, () => {
    expect(CASES).toHaveLength(3 * 3 * 2 * 2 * 2 * 3);
  });

  it.each(CASES.map((c) => [name(c), c] as const))('%s', (_, c) => {
    const want = expected(c);
    const machine = preDecisionStep(
      signup({
        application_decision: c.decision,
        application_decision_status: 'SOFT_PULL',
        application_decision_effectiv_sub_status: c.subStatus,
        application_awaiting_documentation: c.awaiting,
        application_unsupported_address: c.unsupported,
        application_required_documents: [...c.required],
        decline_reason: c.declineReason,
      }),
    );
    expect(machine, 'the machine').toEqual(want);
    const row = originationRow(c);
    expect(nextRoute(row, NOW), "the server's next route").toBe(routeOf(want.to));
    expect(stateAfterDecision(row, { prequal: JSON.parse(row.prequal_outcome as string) as CreditOutcome, approval: null }), "the server's funnel").toBe(want.to);
  });
});
