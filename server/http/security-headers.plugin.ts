import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cspInputsFrom } from './content-security-policy.ts';
import { headerTableOf, securityHeaderTables } from './security-headers.ts';
import './fastify-decorations.ts';

// Sets the security headers of security-headers.ts on every answer (pages, assets, the API, errors,
// 404s, 429s), once its Content-Type is known. The tables are built once: @fastify/helmet built its
// whole middleware again on every request, a fifth of the decision poll's own time
// (docs/decisions/0020). A synchronous hook: no promise per answer.

async function securityHeaders(app: FastifyInstance): Promise<void> {
  const tables = securityHeaderTables(cspInputsFrom(app.config));
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.headers(headerTableOf(tables, request.url, reply.getHeader('content-type')));
    done(null, payload);
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
