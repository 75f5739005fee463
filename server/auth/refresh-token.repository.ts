import type { Insertable, Selectable } from 'kysely';
import type { RefreshTokensTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

// The refresh_tokens table: hashed refresh tokens, in families that rotate (token.service.ts).

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertRefreshToken(db: Db, row: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export async function findRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Single use: marks the token used while it is unused and not revoked. True when this call did; of
 * two concurrent refreshes with the same token, only one gets true.
 */
export async function markRefreshTokenUsed(db: Db, id: string, usedAt: string): Promise<boolean> {
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Revokes every token of the family that is not revoked yet. */
export async function revokeRefreshFamily(db: Db, familyId: string, revokedAt: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: revokedAt }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}
