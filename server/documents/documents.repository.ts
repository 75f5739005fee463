import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadedDocumentsTable } from '../db/insurance-tables.ts';

// The uploaded_documents table: one row per stored file, owned by an origination and/or a user.

export async function insertDocument(db: Db, row: Insertable<UploadedDocumentsTable>): Promise<void> {
  await db.insertInto('uploaded_documents').values(row).execute();
}

export async function deleteDocument(db: Db, id: string): Promise<void> {
  await db.deleteFrom('uploaded_documents').where('id', '=', id).execute();
}

/** The documents of an origination and/or a user, newest first. */
export async function listDocumentsOf(db: Db, owner: { originationId: string | null; userId: string | null }): Promise<{ id: string; name: string; created: string; document_type: string }[]> {
  if (!owner.originationId && !owner.userId) return [];
  return db
    .selectFrom('uploaded_documents')
    .select(['id', 'name', 'created', 'document_type'])
    .where((eb) =>
      eb.or([
        ...(owner.originationId ? [eb('owner_origination_id', '=', owner.originationId)] : []),
        ...(owner.userId ? [eb('owner_user_id', '=', owner.userId)] : []),
      ]),
    )
    .orderBy('created', 'desc')
    .orderBy('id')
    .execute();
}

/** Deletes the documents of an origination; answers the stored file names to remove. */
export async function deleteDocumentsOfOrigination(db: Db, originationId: string): Promise<string[]> {
  const rows = await db.deleteFrom('uploaded_documents').where('owner_origination_id', '=', originationId).returning('stored_name').execute();
  return rows.map((row) => row.stored_name);
}
