import type { Db } from '../db/database.ts';

// Files and bytes uploaded per application. A file takes its share by one conditional upsert, so
// concurrent uploads on any number of instances never pass the quota; a failed store gives it back.

export interface UploadQuota {
  files: number;
  bytes: number;
}

/** True when the file fits the owner's quota; its share is then taken. */
export async function takeUploadShare(db: Db, owner: string, bytes: number, quota: UploadQuota): Promise<boolean> {
  if (bytes > quota.bytes) return false;
  const row = await db
    .insertInto('upload_quotas')
    .values({ owner, files: 1, bytes })
    .onConflict((oc) =>
      oc
        .column('owner')
        .doUpdateSet((eb) => ({ files: eb('upload_quotas.files', '+', 1), bytes: eb('upload_quotas.bytes', '+', bytes) }))
        .where('upload_quotas.files', '<', quota.files)
        .where('upload_quotas.bytes', '<=', quota.bytes - bytes),
    )
    .returning('owner')
    .executeTakeFirst();
  return row !== undefined;
}

export async function giveBackUploadShare(db: Db, owner: string, bytes: number): Promise<void> {
  await db
    .updateTable('upload_quotas')
    .set((eb) => ({ files: eb('files', '-', 1), bytes: eb('bytes', '-', bytes) }))
    .where('owner', '=', owner)
    .execute();
}

export async function forgetUploadShares(db: Db, owner: string): Promise<void> {
  await db.deleteFrom('upload_quotas').where('owner', '=', owner).execute();
}
