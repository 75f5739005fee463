import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { HttpError, databaseUnavailable } from './http-error.ts';
import { ANY_FIELD } from '../../services/contract/field-rules.ts';

// Every error becomes a JSON body with a `message`. Bad input is 400 with per-field messages; an
// unexpected error is a 500 with a generic message: never a stack trace or internal detail.

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
export const UNSUPPORTED_CONTENT_TYPE = 'Unsupported content type';
const NOT_JSON = 'The request body is not valid JSON';

type FieldErrors = Record<string, string[]>;

function fieldErrors(validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[]): FieldErrors {
  // A Map: a field may be named like a property of every object ('constructor', '__proto__').
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    errors.set(field, [...(errors.get(field) ?? []), message]);
  };
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(path ? `${path}.${String(key)}` : String(key), 'This field is not allowed');
      continue;
    }
    add(path || 'non_field_errors', issue.message ?? ANY_FIELD.typeError);
  }
  return Object.fromEntries(errors);
}

function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  if (error.headers) void reply.headers(error.headers);
  return reply.code(error.status).send({ message: error.message, code: error.code, ...error.extra });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (isDatabaseUnavailable(error)) {
      // A restart or a full connection table, not a fault: the call may be made again in a moment
      // (docs/decisions/0066). Logged by name and code only, as below.
      request.log.warn({ err: { name: error.name, code: error.code }, route: request.routeOptions.url }, 'database unavailable');
      return sendHttpError(reply, databaseUnavailable());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const first = Object.entries(errors)[0];
      const message = first ? (first[0] === 'non_field_errors' ? first[1][0] : `${first[0]}: ${first[1][0]}`) : 'Invalid input';
      return reply.code(400).send({ message, code: 'invalid', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ route: request.routeOptions.url, issues: error.cause.issues.map((i) => ({ path: i.path, code: i.code })) }, 'response did not match the contract');
      return reply.code(500).send({ message: GENERIC_MESSAGE, code: 'server_error' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: UNSUPPORTED_CONTENT_TYPE, code: 'unsupported_media_type' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'The request body is too large', code: 'too_large' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: 'The request body is empty', code: 'invalid' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ message: NOT_JSON, code: 'invalid' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, bad headers): the message names the problem, not internals.
      return reply.code(status).send({ message: error instanceof SyntaxError ? NOT_JSON : error.message, code: 'invalid' });
    }
    // Name, code and stack only: driver messages and details can quote the values of a row.
    request.log.error({ err: { name: error.name, code: error.code, stack: error.stack?.split('\n').slice(1).join('\n') }, route: request.routeOptions.url }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_MESSAGE, code: 'server_error' });
  });
}

/**
 * Errors Fastify meets before routing (a path that is not valid percent-encoded UTF-8, a path
 * parameter too long): the same 400 body as any bad input.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address of the request is not valid.';
  void reply.code(400).send({ message, code: 'invalid' });
}
