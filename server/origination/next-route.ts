import type { RouteName } from '../../services/contract/routes.ts';
import type { Db } from '../db/database.ts';
import { findPlanIdOfApplication } from '../insurance/plan.repository.ts';
import { nextRoute } from './origination-state.ts';
import type { OriginationRow } from './origination.repository.ts';

/** The next route, knowing whether the pet's policy was configured (the insurance part's plans). */
export async function resolveNextRoute(db: Db, row: OriginationRow, now: Date): Promise<RouteName | null> {
  if (!row.pet_application_id) return nextRoute(row, now);
  return nextRoute(row, now, (await findPlanIdOfApplication(db, row.pet_application_id)) !== undefined);
}
