import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../services/contract/constants.ts';
import { UploadFields } from '../../services/contract/documents.schema.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ErrorStatus } from './error-statuses.ts';
import { UNSUPPORTED_CONTENT_TYPE } from './error-handler.ts';

// The last touches of the OpenAPI document, once every route is in: the error body becomes one
// component the answers refer to, each error answer says what it means, and the document upload
// (multipart, so not validated by a JSON schema) gets its body described.

const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Bad input (code invalid, with errors per field), or a wrong or expired code',
  401: 'No token, or a token that is not valid for this call',
  402: 'The payment method was refused (Stripe-shaped error)',
  403: 'The phone number is not verified yet',
  404: 'Not found, or not the caller’s',
  409: 'Out of order, already done, or over the upload quota',
  410: 'Already purchased',
  413: 'The body or file is too large',
  415: UNSUPPORTED_CONTENT_TYPE,
  422: 'The phone check failed',
  429: 'Too many requests or wrong codes: wait retry_after seconds (also in Retry-After)',
  500: 'Something went wrong (a generic message, never details)',
  502: 'The payment provider failed',
  503: 'The database is briefly unreachable: try again after retry_after seconds (also in Retry-After)',
};

type Operation = { responses?: Record<string, { description?: string }>; requestBody?: unknown };
type Paths = Record<string, Record<string, Operation>>;

const openApiPath = (path: string) => path.replace(/:([a-zA-Z_]+)/g, '{$1}');

/** The upload's form: the contract's fields, and the file. */
function uploadBody() {
  const fields = z.toJSONSchema(UploadFields, { io: 'input' }) as { properties?: Record<string, unknown>; required?: string[] };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file', ...(fields.required ?? [])],
          properties: {
            file: { type: 'string', format: 'binary', description: `PNG, JPEG or PDF, at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB` },
            ...fields.properties,
          },
        },
      },
    },
  };
}

export const finishOpenApiDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { paths?: Paths };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const meaning = ERROR_MEANINGS[Number(status) as ErrorStatus];
        if (meaning) response.description = meaning;
      }
    }
  }
  const upload = document.paths?.[openApiPath(endpoints.uploadDocument.path)]?.[endpoints.uploadDocument.method.toLowerCase()];
  if (upload) upload.requestBody = uploadBody();
  return document as ReturnType<SwaggerTransformObject>;
};
