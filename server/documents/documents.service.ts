import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedDocument } from '../../services/contract/documents.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { fromFlag } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, applicationNotFound, noCredentials, phoneNotVerified } from '../http/http-error.ts';
import { findOrigination } from '../origination/origination.repository.ts';
import { deleteDocument, deleteDocumentsOfOrigination, insertDocument, listDocumentsOf } from './documents.repository.ts';
import { sniffFileType } from './file-type.ts';
import { forgetUploadShares, giveBackUploadShare, takeUploadShare, type UploadQuota } from './upload-quota.repository.ts';

// Uploaded documents: kept in the data folder under random names (the applicant's file name is only
// a label), listed to their owner only. An applicant token owns its origination's documents once its
// phone is verified; the user who owns that origination sees them too. Each application has a quota
// of files and bytes. A file is written only after its record is saved, and both go on failure.

const UPLOAD_FOLDER = 'uploads';

/** Per application: more than the documents the decision asks for (two), with room for retakes. */
const UPLOAD_QUOTA: UploadQuota = { files: 10, bytes: 25 * 1024 * 1024 };

interface Owner {
  originationId: string | null;
  userId: string | null;
  /** Whose quota the upload counts against. */
  quotaKey: string;
}

async function ownerOf(db: Db, auth: Auth): Promise<Owner> {
  if (auth.kind === 'user') return { originationId: null, userId: auth.userId, quotaKey: `user:${auth.userId}` };
  if (auth.kind === 'applicant') {
    const origination = await findOrigination(db, auth.originationId);
    if (!origination) throw applicationNotFound();
    if (!fromFlag(origination.phone_verified)) throw phoneNotVerified();
    return { originationId: origination.id, userId: origination.user_id, quotaKey: origination.id };
  }
  throw noCredentials();
}

const uploadFolder = (config: AppConfig) => join(config.dataDir, UPLOAD_FOLDER);

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
  if (!(await takeUploadShare(db, owner.quotaKey, input.content.length, UPLOAD_QUOTA))) {
    throw new HttpError(409, `An application can hold ${UPLOAD_QUOTA.files} documents of ${UPLOAD_QUOTA.bytes / (1024 * 1024)} MB in all. Please contact us to send more.`, 'quota_exceeded');
  }
  const storedName = `${randomBytes(16).toString('hex')}.${type.extension}`;
  const created = config.now().toISOString();
  const id = randomUUID();
  try {
    await insertDocument(db, {
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
    });
  } catch (error) {
    await giveBackUploadShare(db, owner.quotaKey, input.content.length);
    throw error;
  }
  try {
    await mkdir(uploadFolder(config), { recursive: true, mode: 0o700 });
    await writeFile(join(uploadFolder(config), storedName), input.content, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    await rm(join(uploadFolder(config), storedName), { force: true });
    await deleteDocument(db, id);
    await giveBackUploadShare(db, owner.quotaKey, input.content.length);
    throw error;
  }
  return { id, name: input.name, created, document_type: input.document_type };
}

export async function listDocuments(db: Db, auth: Auth): Promise<UploadedDocument[]> {
  const owner = await ownerOf(db, auth);
  return listDocumentsOf(db, { originationId: owner.originationId, userId: auth.kind === 'user' ? owner.userId : null });
}

/** A withdrawn application keeps no documents: records, files and quota go. */
export async function removeDocumentsOfOrigination(db: Db, config: AppConfig, originationId: string): Promise<void> {
  const storedNames = await deleteDocumentsOfOrigination(db, originationId);
  await Promise.all(storedNames.map((name) => rm(join(uploadFolder(config), name), { force: true })));
  await forgetUploadShares(db, originationId);
}
