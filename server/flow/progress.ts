import type { FlowStateId } from '../../services/contract/flow.schema.ts';
import type { Db } from '../db/database.ts';
import { fromFlag, iso } from '../db/database.ts';
import { BoundedMap } from '../memo/bounded-map.ts';
import type { OriginationRow } from '../origination/origination.repository.ts';
import { preprocessingStep } from '../../services/contract/preprocessing-step.ts';
import type { VisibleDecisions } from '../origination/origination-state.ts';
import { insertProgressOnce } from './progress.repository.ts';

// Each application's way through the flow, as the server sees it: the calls it answers tell it which
// top-level state of the onboarding machine the applicant enters next (verified → about, details
// submitted → preprocessing, …). One row per (application, state): the first entry counts, later ones
// (a reload, a poll, a retry, the browser reporting the same entry) change nothing. The flow map's
// funnel reads these rows.

export type ProgressSource = 'server' | 'browser';

/** Records that the application entered `stateId` at `at`; false when that entry was already known. */
export async function recordProgress(db: Db, originationId: string, stateId: FlowStateId, at: Date, source: ProgressSource = 'server'): Promise<boolean> {
  return insertProgressOnce(db, { origination_id: originationId, state_id: stateId, entered_at: iso(at), source });
}

/** Where a new application goes from the start screen (the machine's start step). */
export function stateAfterStart(row: Pick<OriginationRow, 'flow_type' | 'correlation_id'>): FlowStateId {
  if (row.flow_type === 'mobile') return 'instalink';
  return row.correlation_id === null ? 'verifyOwn' : 'verify';
}

/** Where the pet step goes (the machine's about step): the waitlist, the pet-less notice, or on. */
export function stateAfterPet(evaluation: { waitlist: boolean; declineReason: string | null }): FlowStateId {
  if (evaluation.waitlist) return 'waitlist';
  return evaluation.declineReason ? 'petlessOffer' : 'user';
}

/** Where the quiz goes: the dashboard for a card without insurance, otherwise the policy's options. */
export const stateAfterQuiz = (row: Pick<OriginationRow, 'pet_decline_reason'>): FlowStateId => (row.pet_decline_reason ? 'dashboard' : 'additionalServices');

/**
 * The state an applicant enters when the decision they wait for becomes visible (the machine's
 * `preDecisionStep` and `approvalStep`); null while it is not visible yet.
 */
export function stateAfterDecision(row: Pick<OriginationRow, 'accepted_at'>, { prequal, approval }: VisibleDecisions): FlowStateId | null {
  if (row.accepted_at !== null) {
    if (!approval) return null;
    return approval.decision === 'APPROVE' ? 'congratulations' : 'notPreQualified';
  }
  if (!prequal) return null;
  return preprocessingStep(prequal).to;
}

/**
 * Decision entries this process knows are recorded, so that the polls after the one that showed the
 * decision (the page reloaded, a second tab, a slow client) do not write again: an insert that does
 * nothing still takes the database's write lock on every poll. Only an optimisation: another process
 * without the entry does its own idempotent insert. Bounded: the oldest entry goes first.
 */
const MAX_REMEMBERED_DECISIONS = 50_000;
const recordedDecisions = new BoundedMap<string, true>(MAX_REMEMBERED_DECISIONS);

/** Records the decision's next state once it is visible (the poll that shows it is the entry). */
export async function recordDecisionProgress(
  db: Db,
  row: Pick<OriginationRow, 'id' | 'phone_verified' | 'completed_at' | 'accepted_at'>,
  decisions: VisibleDecisions,
  now: Date,
): Promise<void> {
  if (!fromFlag(row.phone_verified) || row.completed_at === null) return;
  const next = stateAfterDecision(row, decisions);
  if (!next) return;
  const key = `${row.id} ${next}`;
  if (recordedDecisions.has(key)) return;
  await recordProgress(db, row.id, next, now);
  recordedDecisions.set(key, true);
}
