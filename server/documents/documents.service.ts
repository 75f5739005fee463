import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedDocument } from '../../services/contract/documents.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError } from '../http/http-error.ts';
import { sniffFileType } from './file-type.ts';

// Uploaded documents: kept in the data folder under random names (the applicant's file name is only
// a label), listed to their owner only. An applicant token owns its origination's documents; the
// user who owns that origination sees them too.

export const UPLOAD_FOLDER = 'uploads';

async function ownerOf(db: Db, auth: Auth): Promise<{ originationId: string | null; userId: string | null }> {
  if (auth.kind === 'user') return { originationId: null, userId: auth.userId };
  if (auth.kind === 'applicant') {
    const origination = await db.selectFrom('originations').select('user_id').where('id', '=', auth.originationId).executeTakeFirst();
    return { originationId: auth.originationId, userId: origination?.user_id ?? null };
  }
  throw new HttpError(401, 'Authentication credentials were not provided.', 'not_authenticated');
}

export async function storeDocument(
  db: Db,
  config: AppConfig,
  auth: Auth,
  input: { name: string; document_type: string; is_effectiv_document: 'true' | 'false'; content: Buffer },
): Promise<UploadedDocument> {
  if (input.content.length === 0) throw new HttpError(400, 'The file is empty.', 'invalid');
  const type = sniffFileType(input.content.subarray(0, 16));
  if (!type) throw new HttpError(415, 'Only PNG, JPEG and PDF files can be uploaded.', 'unsupported_media_type');
  const owner = await ownerOf(db, auth);
  const folder = join(config.dataDir, UPLOAD_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await writeFile(join(folder, storedName), input.content, { mode: 0o600, flag: 'wx' });
  const created = config.now().toISOString();
  const id = randomUUID();
  await db
    .insertInto('uploaded_documents')
    .values({
      id,
      owner_origination_id: owner.originationId,
      owner_user_id: owner.userId,
      name: input.name,
      document_type: input.document_type,
      is_effectiv_document: input.is_effectiv_document === 'true' ? 1 : 0,
      stored_name: storedName,
      mime_type: type.mime,
      size_bytes: input.content.length,
      created,
    })
    .execute();
  return { id, name: input.name, created, document_type: input.document_type };
}

export async function listDocuments(db: Db, auth: Auth): Promise<UploadedDocument[]> {
  const owner = await ownerOf(db, auth);
  const rows = await db
    .selectFrom('uploaded_documents')
    .select(['id', 'name', 'created', 'document_type'])
    .where((eb) =>
      eb.or([
        ...(owner.originationId ? [eb('owner_origination_id', '=', owner.originationId)] : []),
        ...(auth.kind === 'user' && owner.userId ? [eb('owner_user_id', '=', owner.userId)] : []),
      ]),
    )
    .orderBy('created', 'desc')
    .orderBy('id')
    .execute();
  return rows;
}
