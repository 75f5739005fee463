import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { FINALIZE_WINDOW_MS } from '../../services/contract/constants.ts';
import { findOwnedApplication } from './pet-application.queries.ts';
import { claimDueRows } from '../jobs/due-rows.repository.ts';
import { updateOrigination } from '../origination/origination.repository.ts';
import { DEFAULT_POLICY_OPTIONS } from './coverage-catalogue.ts';
import { findApplicationBy, updateApplication } from './pet-application.repository.ts';
import { findPurchaseOfApplication } from './plan-purchase.repository.ts';
import { configureApplication } from './policy-config.service.ts';
import { finalizationDeadlineOf } from './policy-window.ts';
import { makeFinalizationDue, settleFinalization } from './policy-finalization.repository.ts';

// "Without changes the policy is finalized in 24 hours with standard coverage" (second document).
// A job on every instance claims the due rows of policy_finalizations (FOR UPDATE SKIP LOCKED on
// PostgreSQL: two instances take different rows) and finalizes each: add-ons that were chosen but
// never paid are dropped (standard coverage), paid ones stay. Running it twice, or on two instances
// at once, gives one plan per application: configuring is idempotent and the rows are claimed.

const LEASE_MS = 60_000;
const BATCH = 50;

export interface FinalizationReport {
  finalized: number;
  /** Configured by the applicant (or gone) before the window closed: nothing to do. */
  alreadyDone: number;
  /** The signup changed since the row was scheduled: due again at the new deadline. */
  rescheduled: number;
}

/** Standard coverage: the base options and no add-on coverage. */
async function dropUnpaidAddOns(db: Db, app: PetApplicationsTable, now: Date): Promise<PetApplicationsTable> {
  const purchase = await findPurchaseOfApplication(db, app.id);
  if (purchase?.status === 'completed') return app;
  const standard = { ...DEFAULT_POLICY_OPTIONS, coverages: '[]' };
  const unchanged =
    app.deductible === standard.deductible && app.annual_limit === standard.annual_limit && app.coinsurance === standard.coinsurance && app.coverages === '[]';
  if (unchanged) return app;
  await updateApplication(db, app.id, { ...standard, modified: iso(now) });
  return { ...app, ...standard };
}

async function finalizeOne(db: Db, config: AppConfig, id: string, token: string, report: FinalizationReport): Promise<void> {
  const now = config.now();
  const app = await findApplicationBy(db, 'id', id);
  if (!app || app.plan_id !== null) {
    await settleFinalization(db, id, token, { due_at: null });
    report.alreadyDone += 1;
    return;
  }
  const deadline = await finalizationDeadlineOf(db, app);
  if (deadline > iso(now)) {
    await settleFinalization(db, id, token, { due_at: deadline });
    report.rescheduled += 1;
    return;
  }
  await configureApplication(db, config, await dropUnpaidAddOns(db, app, now), false);
  await settleFinalization(db, id, token, { due_at: null, finalized_at: iso(now) });
  report.finalized += 1;
}

/** One pass: claims up to a batch of due finalizations and finalizes each. */
export async function finalizeDuePolicies(db: Db, config: AppConfig): Promise<FinalizationReport> {
  const report: FinalizationReport = { finalized: 0, alreadyDone: 0, rescheduled: 0 };
  const claim = await claimDueRows(db, 'policy_finalizations', { now: config.now(), leaseMs: LEASE_MS, limit: BATCH });
  for (const id of claim.ids) await finalizeOne(db, config, id, claim.token, report);
  return report;
}

/**
 * Sandbox only (browser walks cannot wait a day): the signup of the applicant's own application is
 * dated a day back, its finalization falls due, and one pass of the job runs.
 */
export async function closePolicyWindowNow(db: Db, config: AppConfig, auth: Auth, applicationId: string): Promise<{ policy_configured: boolean }> {
  const app = await findOwnedApplication(db, auth, 'id', applicationId);
  const now = config.now();
  const dayAgo = iso(new Date(now.getTime() - FINALIZE_WINDOW_MS - 1000));
  await updateOrigination(db, app.origination_id, {}, dayAgo);
  await makeFinalizationDue(db, app.id, iso(now));
  await finalizeDuePolicies(db, config);
  const after = await findApplicationBy(db, 'id', app.id);
  return { policy_configured: !!after?.plan_id };
}
