import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../../services/contract/constants.ts';
import type { UploadedDocument } from '../../services/contract/documents.schema.ts';
import type { UploadFile } from '../onboarding.events.ts';

// The document upload's rows: every file picked is a row with its own outcome, and the queued ones
// are sent one after the other (second document, 5: "upload one or more files"). Pure functions of
// the rows; the upload step's actions call them.

/** Why a row failed: a type the server refuses, too large, or the upload itself ('Failed to upload file'). */
export type UploadProblem = 'wrongType' | 'tooLarge' | 'failed';

export interface UploadRow {
  /** The sender's key of the file: one row per key. */
  key: string;
  name: string;
  /** The document type chosen when the file was picked (the server's document_type). */
  documentType: string;
  status: 'queued' | 'uploading' | 'uploaded' | 'failed';
  problem: UploadProblem | null;
  /** Held while queued or uploading, then let go: a file is never saved with the snapshot. */
  file: Blob | null;
  /** The server's document, once uploaded. */
  documentId: string | null;
}

/** The problem of a file before it is sent (accepted types: PNG, JPEG, PDF), or null. */
export function uploadProblemOf(file: Pick<Blob, 'type' | 'size'>): Exclude<UploadProblem, 'failed'> | null {
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The rows for files picked at once: a file the server would refuse fails at once; the rest wait their turn. */
export function rowsOfPicked(files: readonly UploadFile[], documentType: string): UploadRow[] {
  return files.map(({ key, file, name }) => {
    const problem = uploadProblemOf(file);
    return { key, name, documentType, status: problem ? 'failed' : 'queued', problem, file: problem ? null : file, documentId: null };
  });
}

/** Whether files can join the rows: at least one, each key new (one row per file). */
export function canAddFiles(rows: readonly UploadRow[], files: readonly UploadFile[]): boolean {
  const keys = new Set(rows.map((row) => row.key));
  const picked = new Set(files.map((file) => file.key));
  return files.length > 0 && picked.size === files.length && files.every((file) => !keys.has(file.key));
}

/** Whether one of the files picked can be sent (a pick of refused files only adds failed rows). */
export const hasFileToSend = (files: readonly UploadFile[]): boolean => files.some(({ file }) => uploadProblemOf(file) === null);

export const hasQueuedRow = (rows: readonly UploadRow[]): boolean => rows.some((row) => row.status === 'queued');

/** The first queued row starts uploading. */
export function startNextRow(rows: readonly UploadRow[]): UploadRow[] {
  const next = rows.findIndex((row) => row.status === 'queued');
  return rows.map((row, index) => (index === next ? { ...row, status: 'uploading' } : row));
}

/** The row on its way (one at a time). */
export const uploadingRow = (rows: readonly UploadRow[]): UploadRow | null => rows.find((row) => row.status === 'uploading') ?? null;

/** The row on its way is uploaded as this document, or failed; its file is let go. */
export function settleUploadingRow(rows: readonly UploadRow[], document: UploadedDocument | null): UploadRow[] {
  return rows.map((row) =>
    row.status === 'uploading'
      ? { ...row, status: document ? 'uploaded' : 'failed', problem: document ? null : 'failed', file: null, documentId: document?.id ?? null }
      : row,
  );
}
