import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { listOutbox } from '../messages/outbox.repository.ts';
import { closePolicyWindowNow } from '../insurance/policy-finalization.service.ts';

/** A `+` left unencoded in a query string arrives as a space: `?to=+1512…` still finds the phone. */
function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  if (/^1\d{10}$/.test(trimmed) || (/^\s1\d{10}$/.test(to))) return `+${trimmed}`;
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

// Sandbox routes: registered only in sandbox mode (production answers 404).
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.outbox, async ({ query }) => ({ results: await listOutbox(app.db, normalizeRecipient(query.to)) }));
  registerEndpoint(app, endpoints.sandboxClosePolicyWindow, ({ body, auth }) => closePolicyWindowNow(app.db, app.config, auth, body.application));
}
