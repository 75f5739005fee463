import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, cspInputsFrom } from './content-security-policy.ts';
import './fastify-decorations.ts';

// Security headers on every answer (the app's HTML, its assets, the API), with @fastify/helmet:
// the Content-Security-Policy of content-security-policy.ts, no framing, nosniff, a referrer
// policy, and HSTS when the public address is https.

async function securityHeaders(app: FastifyInstance): Promise<void> {
  const inputs = cspInputsFrom(app.config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(inputs) },
    // Also for browsers without frame-ancestors.
    frameguard: { action: 'deny' },
    // The instant link carries its token in the URL: other sites get our origin at most (Google's
    // key restriction needs the origin), never the path or query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The flow map's optional stately.ai inspector is a popup the page talks to.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // A year, subdomains included, only once the app is served over https.
    hsts: inputs.https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
