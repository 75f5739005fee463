import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.ts';

// Text that no field may hold, checked on every request before validation (path parameters, query,
// JSON body, and the upload's fields): NUL (PostgreSQL refuses it in text), lone surrogates (not
// Unicode: they would be stored as replacement characters) and strings longer than any field of the
// contract. A clear 400, the same on both databases, instead of a driver error.

/** Longer than any string field of the contract (the longest allows 2,100 characters). */
const MAX_TEXT_LENGTH = 4096;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'This field contains a character that is not allowed';
  if (LONE_SURROGATE.test(text)) return 'This field contains text that is not valid Unicode';
  if (text.length > MAX_TEXT_LENGTH) return `This field is longer than ${MAX_TEXT_LENGTH} characters`;
  return null;
}

function invalidText(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, 'invalid', { errors: { [field]: [message] } });
}

/** Throws 400 for the first bad string in `value` (names and values of objects, items of arrays). */
export function assertCleanText(value: unknown, path: string): void {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    if (problem) throw invalidText(path || 'non_field_errors', problem);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertCleanText(item, path ? `${path}.${index}` : String(index)));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = problemOf(key);
      if (keyProblem) throw invalidText(path || 'non_field_errors', keyProblem);
      assertCleanText(item, path ? `${path}.${key}` : key);
    }
  }
}

async function textGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    assertCleanText(request.params, '');
    assertCleanText(request.query, '');
    assertCleanText(request.body, '');
  });
}

export const textGuardPlugin = fp(textGuard, { name: 'text-guard' });
