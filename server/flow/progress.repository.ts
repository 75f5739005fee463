import type { Insertable } from 'kysely';
import type { ApplicationProgressTable } from '../db/analytics-tables.ts';
import type { Db } from '../db/database.ts';
import { relaxedWrites } from '../db/database.ts';

// The application_progress table: one row per (application, state), the first entry (progress.ts).

/** Inserts the entry unless that (application, state) is already there; true when it was stored. */
export async function insertProgressOnce(db: Db, row: Insertable<ApplicationProgressTable>): Promise<boolean> {
  // A funnel entry, not the applicant's record: written where a database crash may lose the last of
  // them (database.ts, relaxedWrites).
  const inserted = await relaxedWrites(db).insertInto('application_progress').values(row).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export interface ProgressEntryRow {
  origination_id: string;
  state_id: string;
  entered_at: string;
}

/**
 * Every entry of the applications that entered some state in [start, end), ordered by application,
 * then by entry (insertion order breaks ties of the same instant).
 */
export async function listEntriesOfApplicationsEnteredIn(db: Db, start: string, end: string): Promise<ProgressEntryRow[]> {
  return db
    .selectFrom('application_progress')
    .select(['origination_id', 'state_id', 'entered_at'])
    .where('origination_id', 'in', (qb) =>
      qb.selectFrom('application_progress').select('origination_id').where('entered_at', '>=', start).where('entered_at', '<', end),
    )
    .orderBy('origination_id')
    .orderBy('entered_at')
    .orderBy('id')
    .execute();
}
