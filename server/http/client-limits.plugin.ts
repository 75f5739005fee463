import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from './http-error.ts';
import { clientLimitGroupOf } from './client-limits.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import './fastify-decorations.ts';

// Per-client limits on every API route, by group (client-limits.ts), with @fastify/rate-limit and a
// store in the database shared by every instance. The client is the socket's address, or the
// address a trusted proxy names in X-Forwarded-For when TRUST_PROXY is set (request.ip).
// In the sandbox, the machine itself (loopback) is not limited per client: the end-to-end run and a
// developer walk dozens of applications a minute from there. Per-recipient limits still apply.
// Register before the routes: it gives each route its limit as the route is added.

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

async function clientLimits(app: FastifyInstance): Promise<void> {
  const limits = app.config.clientLimits;
  if (!limits) return;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = clientLimitGroupOf(methods.find((method) => method !== 'HEAD') ?? 'GET', route.url);
    if (!group || route.config?.rateLimit === false) return;
    const { max, windowMs } = limits[group];
    // perProcess: the general group counts in memory (rate-limit-store.ts says why).
    const rateLimitOfRoute: RateLimitOptions & { perProcess: boolean } = {
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
      perProcess: group === 'api',
    };
    route.config = { ...route.config, rateLimit: rateLimitOfRoute };
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, app.config.now),
    allowList: (request) => app.config.mode === 'sandbox' && LOOPBACK.test(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooMany('too_many_requests', (wait) => `Too many requests. Please try again in ${wait} seconds.`, context.ttl / 1000),
  });
}

export const clientLimitsPlugin = fp(clientLimits, { name: 'client-limits' });
