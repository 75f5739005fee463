import { NotPreQualifiedStatus } from './routes.ts';
import type { Decision } from './common.schema.ts';

// Where preprocessing sends an applicant once the prequalification is decided: the second
// document's section 4, as one pure rule. The machine (machines/rules/decision.rules.ts) and the
// server (its next route and its funnel) both import it, so the two sides cannot route apart.

const PREQUALIFIED_SUB_STATUS = 'Prequalified';

/** What the prequalification decided: the signup detail's fields on the client, the stored outcome on the server. */
export interface PrequalificationFacts {
  decision: Decision;
  subStatus: string | null;
  awaitingDocumentation: boolean;
  unsupportedAddress: boolean;
  requiredDocuments: readonly unknown[];
  declineReason: string | null;
}

/** The next state (the machine's state ids, which the server's funnel also records). */
export type PreprocessingStep =
  | { to: 'notPreQualified'; status: NotPreQualifiedStatus }
  | { to: 'unsupportedAddress' }
  | { to: 'additionalInformation' }
  | { to: 'acceptOffer' }
  | { to: 'quiz' };

/** A decline reason as a not-pre-qualified status; an unknown reason reads as 'declined'. */
export function statusFromDeclineReason(reason: string | null | undefined): NotPreQualifiedStatus {
  const parsed = NotPreQualifiedStatus.safeParse(reason);
  return parsed.success ? parsed.data : 'declined';
}

/**
 * The preprocessing outcome. Awaiting documentation is read before the sub-status: the document
 * lists the documents case first under REVIEW, and the Prequalified exception only for "REVIEW
 * without awaiting documentation". An application the bank still needs documents for has no offer
 * to accept yet, whatever its sub-status (docs/decisions/0035).
 */
export function preprocessingStep(facts: PrequalificationFacts): PreprocessingStep {
  switch (facts.decision) {
    case 'DECLINE':
      return { to: 'notPreQualified', status: statusFromDeclineReason(facts.declineReason) };
    case 'REVIEW':
      if (facts.awaitingDocumentation) {
        if (facts.unsupportedAddress) return { to: 'unsupportedAddress' };
        if (facts.requiredDocuments.length === 0) return { to: 'notPreQualified', status: 'unknown_document' };
        return { to: 'additionalInformation' };
      }
      if (facts.subStatus === PREQUALIFIED_SUB_STATUS) return { to: 'acceptOffer' };
      return { to: 'notPreQualified', status: 'manual_review' };
    case 'APPROVE':
      // The document shows APPROVE only without a decline reason; with one, the reason is the outcome.
      if (facts.declineReason) return { to: 'notPreQualified', status: statusFromDeclineReason(facts.declineReason) };
      return { to: 'quiz' };
  }
}
