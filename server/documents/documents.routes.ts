import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../services/contract/constants.ts';
import { UploadFields } from '../../services/contract/documents.schema.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { HttpError } from '../http/http-error.ts';
import { assertCleanText } from '../http/text-guard.ts';
import { listDocuments, storeDocument } from './documents.service.ts';

// Document upload (multipart: file, name, document_type, is_effectiv_document) and listing. The
// multipart parser is registered in this plugin only, so no other route accepts multipart bodies.

const FIELD_NAMES = new Set(['name', 'document_type', 'is_effectiv_document']);
const MAX_FIELD_BYTES = 1024;

async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; content: Buffer | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the document as multipart/form-data.', 'unsupported_media_type');
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new HttpError(400, `Unexpected file field: ${part.fieldname.slice(0, 40)}`, 'invalid');
        if (content) throw new HttpError(400, 'Send one file per upload.', 'invalid');
        content = await part.toBuffer();
      } else {
        if (!FIELD_NAMES.has(part.fieldname)) throw new HttpError(400, `${part.fieldname.slice(0, 40)}: This field is not allowed`, 'invalid');
        if (part.fieldnameTruncated || part.valueTruncated) throw new HttpError(400, `${part.fieldname}: too long`, 'invalid');
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'The file is larger than 10 MB.', 'too_large');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(400, 'Send one file and its fields only.', 'invalid');
    }
    throw new HttpError(400, 'The upload could not be read.', 'invalid');
  }
  // The fields skip the JSON checks of every other call: the same rules apply here.
  assertCleanText(fields, '');
  return { fields, content };
}

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100 },
  });

  registerEndpoint(app, endpoints.userAccountDocuments, async ({ auth }) => ({ results: await listDocuments(app.db, auth) }));
  registerEndpoint(app, endpoints.uploadDocument, async ({ request, auth }) => {
    const { fields, content } = await readUpload(request);
    if (!content) throw new HttpError(400, 'file: This field is required', 'invalid');
    const parsed = UploadFields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, `${issue?.path.join('.') || 'non_field_errors'}: ${issue?.message ?? 'Invalid input'}`, 'invalid');
    }
    return storeDocument(app.db, app.config, auth, { ...parsed.data, content });
  });
}
