import { FINALIZE_WINDOW_MS } from '../../services/contract/constants.ts';
import type { Db } from '../db/database.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import { findOriginationModified } from '../origination/origination.repository.ts';

// The 24-hour window to adjust a policy runs from the signup's last modification (second document,
// section 4). The job finalizes at its end, and the pet application tells the add-on page the same
// instant (`finalization_deadline`), so the page never says "finalized" before the job does.

export const finalizationDueAt = (windowStartsAt: string): string => new Date(Date.parse(windowStartsAt) + FINALIZE_WINDOW_MS).toISOString();

/** When the application's window closes: its signup's last modification + 24 h (a quiz answer moves it). */
export async function finalizationDeadlineOf(db: Db, app: Pick<PetApplicationsTable, 'origination_id' | 'created'>): Promise<string> {
  // An application whose signup is gone keeps the window from its own creation.
  return finalizationDueAt((await findOriginationModified(db, app.origination_id)) ?? app.created);
}
