import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '../../services/contract/endpoint.ts';
import { ErrorBody } from '../../services/contract/error-codes.ts';
import { readAuth, requireAudience, type Auth } from './auth.ts';
import { compileSerializer } from './compiled-serializer.ts';
import { assertStaff } from './staff-access.ts';
import { errorStatusesOf } from './error-statuses.ts';
import './fastify-decorations.ts';

interface EndpointContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  auth: Auth;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = (
  context: EndpointContext<P, Q, B>,
) => Promise<z.input<R>> | z.input<R>;

const NO_CONTENT = z.undefined().describe('No content');

/** The OpenAPI answers of an endpoint: its success, and each error status with the contract's body. */
function responsesOf(endpoint: Endpoint, status: number): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = { [status]: status === 204 ? NO_CONTENT : endpoint.response };
  for (const error of errorStatusesOf(endpoint)) responses[error] = ErrorBody;
  return responses;
}

export interface EndpointOptions {
  /**
   * The success answer is written by a serializer compiled from its schema (compiled-serializer.ts)
   * rather than checked by zod at run time: for the hottest calls (the decision poll), whose tests
   * parse every answer with the contract's schema. Error answers keep zod.
   */
  compiledResponse?: boolean;
}

/**
 * Declares a route from a contract endpoint: its schemas validate the request, shape the response
 * and feed the OpenAPI document (with every error answer, and the bearer token where one is needed).
 * The handler returns the body; the status comes from the endpoint.
 */
export function registerEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: EndpointHandler<P, Q, B, R>,
  options: EndpointOptions = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.compiledResponse && status !== 204
      ? {
          // Fastify hands over the schema of one status at a time (its type says the route's whole schema).
          serializerCompiler: (route: FastifyRouteSchemaDef<unknown>) =>
            route.httpStatus === String(status)
              ? compileSerializer(endpoint.response)
              : serializerCompiler({ ...route, schema: route.schema as z.ZodType }),
        }
      : {}),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.sandbox ? { tags: ['sandbox'] } : {}),
      security: endpoint.audience === 'public' ? [] : [{ bearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint, status),
    },
    handler: async (request, reply) => {
      // A staff call carries the configured staff token, not a signed token of ours.
      const { auth, invalid } = endpoint.audience === 'staff' ? { auth: { kind: 'anonymous' as const }, invalid: false } : readAuth(request, app.config);
      if (endpoint.audience === 'staff') assertStaff(request, app.config);
      else requireAudience(endpoint.audience, auth, invalid);
      const result = await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        auth,
        request,
        reply,
      });
      reply.code(status);
      if (status === 204) return reply.send();
      return result;
    },
  });
}
