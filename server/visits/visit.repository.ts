import type { Insertable } from 'kysely';
import type { VisitsTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

// The visits table: the marketing page views.

export async function insertVisit(db: Db, row: Insertable<VisitsTable>): Promise<void> {
  await db.insertInto('visits').values(row).execute();
}
