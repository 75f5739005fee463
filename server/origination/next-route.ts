import type { RouteName } from '../../services/contract/routes.ts';
import type { Db } from '../db/database.ts';
import { nextRoute } from './origination-state.ts';
import type { OriginationRow } from './origination.repository.ts';

/** The next route, knowing whether the pet's policy was configured (the insurance part's plans). */
export async function resolveNextRoute(db: Db, row: OriginationRow, now: Date): Promise<RouteName | null> {
  if (!row.pet_application_id) return nextRoute(row, now);
  const plan = await db.selectFrom('plans').select('id').where('pet_application_id', '=', row.pet_application_id).executeTakeFirst();
  return nextRoute(row, now, plan !== undefined);
}
