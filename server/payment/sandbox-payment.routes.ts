import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { authenticateSandboxSetup, confirmSandboxSetup, retrieveSandboxSetup } from './setup-intents.ts';

// The sandbox card provider's calls (SANDBOX.md, Cards). Registered only in sandbox mode: in
// production they answer 404 like any unknown path.

export async function sandboxPaymentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.sandboxConfirmSetup, ({ body, auth }) => confirmSandboxSetup(app.db, app.config, auth, body));
  registerEndpoint(app, endpoints.sandboxAuthenticate, ({ body, auth }) => authenticateSandboxSetup(app.db, auth, body));
  registerEndpoint(app, endpoints.sandboxRetrieveSetup, ({ query, auth }) => retrieveSandboxSetup(app.db, auth, query.client_secret));
}
