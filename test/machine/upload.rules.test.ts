import { describe, it, expect } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../services/contract/constants.ts';
import { canAddFiles, hasFileToSend, hasQueuedRow, rowsOfPicked, settleUploadingRow, startNextRow, uploadingRow, uploadProblemOf } from '../../machines/rules/upload.rules.ts';

// The document upload's rows: every file picked is a row with its own outcome (second document,
// section 5: PNG, JPEG or PDF; 'Failed to upload file').

const blob = (type: string, size = 4) => new Blob(['x'.repeat(size)], { type });
const pick = (key: string, type = 'application/pdf', size = 4) => ({ key, file: blob(type, size), name: `${key}.file` });

describe('a file before it is sent', () => {
  it('is refused unless PNG, JPEG or PDF, and up to the size limit', () => {
    expect(uploadProblemOf(blob('image/png'))).toBeNull();
    expect(uploadProblemOf(blob('image/jpeg'))).toBeNull();
    expect(uploadProblemOf(blob('application/pdf'))).toBeNull();
    expect(uploadProblemOf(blob('image/gif'))).toBe('wrongType');
    expect(uploadProblemOf(blob(''))).toBe('wrongType');
    expect(uploadProblemOf({ type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblemOf({ type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('the rows', () => {
  it('files picked at once each get a row with the chosen type: refused ones fail at once, the rest wait', () => {
    const rows = rowsOfPicked([pick('a'), pick('b', 'text/plain'), pick('c', 'image/png')], 'Proof of income');
    expect(rows.map(({ key, status, problem, documentType }) => ({ key, status, problem, documentType }))).toEqual([
      { key: 'a', status: 'queued', problem: null, documentType: 'Proof of income' },
      { key: 'b', status: 'failed', problem: 'wrongType', documentType: 'Proof of income' },
      { key: 'c', status: 'queued', problem: null, documentType: 'Proof of income' },
    ]);
    // A refused file is not held: nothing will send it.
    expect(rows[1]?.file).toBeNull();
    expect(rows[0]?.file).toBeInstanceOf(Blob);
  });

  it('a pick has something to send unless every file is refused', () => {
    expect(hasFileToSend([pick('a', 'text/plain'), pick('b', 'image/png')])).toBe(true);
    expect(hasFileToSend([pick('a', 'text/plain'), pick('b', 'application/pdf', MAX_UPLOAD_BYTES + 1)])).toBe(false);
  });

  it('takes files only with keys of their own', () => {
    const rows = rowsOfPicked([pick('a')], 'ID');
    expect(canAddFiles(rows, [pick('b')])).toBe(true);
    // Several files picked at once, each new: all join.
    expect(canAddFiles(rows, [pick('b'), pick('c')])).toBe(true);
    expect(canAddFiles(rows, [pick('a')])).toBe(false);
    // One file already a row refuses the pick, however many others are new.
    expect(canAddFiles(rows, [pick('b'), pick('a')])).toBe(false);
    expect(canAddFiles(rows, [pick('b'), pick('b')])).toBe(false);
    expect(canAddFiles(rows, [])).toBe(false);
  });

  it('sends one at a time, in the order picked, and settles the one on its way', () => {
    let rows = rowsOfPicked([pick('a'), pick('b')], 'ID');
    expect(hasQueuedRow(rows)).toBe(true);
    expect(uploadingRow(rows)).toBeNull();
    rows = startNextRow(rows);
    expect(rows.map((r) => r.status)).toEqual(['uploading', 'queued']);
    expect(hasQueuedRow(rows)).toBe(true);
    expect(uploadingRow(rows)?.key).toBe('a');
    rows = settleUploadingRow(rows, { id: 'doc-a', name: 'a.file', created: '2026-11-21T12:00:00.000Z', document_type: 'ID' });
    expect(rows[0]).toMatchObject({ status: 'uploaded', documentId: 'doc-a', problem: null, file: null });
    rows = settleUploadingRow(startNextRow(rows), null);
    expect(rows[1]).toMatchObject({ status: 'failed', problem: 'failed', documentId: null, file: null });
    // Settling the second leaves the first as it was.
    expect(rows[0]).toMatchObject({ status: 'uploaded', documentId: 'doc-a', problem: null });
    expect(hasQueuedRow(rows)).toBe(false);
  });
});
