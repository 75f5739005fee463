import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

let sequence = 0;
/**
 * An id that sorts by creation: time, then a per-process sequence (two rows of the same
 * millisecond keep their order), then randomness.
 */
export function sortableId(at: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `${at.getTime().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomBytes(5).toString('hex')}`;
}

/** An unguessable token for URLs and handles. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
