import type { Insertable, Selectable } from 'kysely';
import type { AuthHandoffsTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

// The auth_handoffs table: the mobile instant links, by the hash of their secret (handoff.service.ts).

export type HandoffRow = Selectable<AuthHandoffsTable>;

export async function insertHandoff(db: Db, row: Insertable<AuthHandoffsTable>): Promise<void> {
  await db.insertInto('auth_handoffs').values(row).execute();
}

export async function findHandoffByHash(db: Db, tokenHash: string): Promise<HandoffRow | undefined> {
  return db.selectFrom('auth_handoffs').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Redeems once: true when this call did; of two concurrent redemptions, only one gets true. */
export async function markHandoffRedeemed(db: Db, id: string, redeemedAt: string): Promise<boolean> {
  const claimed = await db.updateTable('auth_handoffs').set({ redeemed_at: redeemedAt }).where('id', '=', id).where('redeemed_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
