import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../services/contract/product.ts';
import { LIVE_STEP_PATH } from '../services/contract/live-step-path.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { finishOpenApiDocument } from './http/openapi-document.ts';
import { clientLimitsPlugin } from './http/client-limits.plugin.ts';
import { securityHeadersPlugin } from './http/security-headers.plugin.ts';
import { textGuardPlugin } from './http/text-guard.ts';
import { backgroundJobsPlugin } from './jobs/jobs.plugin.ts';
import { registerStaticAssets } from './http/static-assets.ts';
import './http/fastify-decorations.ts';
import { configRoutes } from './http/config.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { originationRoutes } from './origination/origination.routes.ts';
import { signupRoutes } from './origination/signup.routes.ts';
import { visitRoutes } from './visits/visit.routes.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';
import { liveStepRoutes } from './sandbox/live-step.routes.ts';
import { insuranceRoutes } from './insurance/insurance.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { sandboxPaymentRoutes } from './payment/sandbox-payment.routes.ts';
import { coverageRoutes } from './flow/coverage.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';
import { installSandboxFaults } from './sandbox/fault-switch.ts';
import { sandboxPartners } from './sandbox/sandbox-partners.ts';
import { productionPartners } from './origination/partners.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { funnelRoutes } from './flow/funnel.routes.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Pino logger options; false (the default) in tests. */
  logger?: boolean | { level: string };
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write: (line: string) => void };
}

/** Every route plugin of the API, in one list. Plugins marked sandboxOnly are absent in production. */
const routePlugins: { plugin: FastifyPluginAsync; sandboxOnly?: boolean }[] = [
  { plugin: configRoutes },
  { plugin: authRoutes },
  { plugin: originationRoutes },
  { plugin: signupRoutes },
  { plugin: visitRoutes },
  { plugin: sandboxRoutes, sandboxOnly: true },
  { plugin: liveStepRoutes, sandboxOnly: true },
  { plugin: insuranceRoutes },
  { plugin: referenceRoutes },
  { plugin: placesRoutes },
  { plugin: documentsRoutes },
  { plugin: sandboxPaymentRoutes, sandboxOnly: true },
  { plugin: coverageRoutes, sandboxOnly: true },
  { plugin: waitlistRoutes },
  { plugin: analyticsRoutes },
  { plugin: funnelRoutes },
];

// Fields that must never reach a log line, should a body or header ever be logged.
const REDACTED_PATHS = [
  'req.headers.authorization',
  '*.ssn', '*.otp', '*.code', '*.password', '*.card_number', '*.refresh', '*.access', '*.token', '*.jwt', '*.code_verifier',
];

export async function buildApp({ config, db, logger = false, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
    logger: logger
      ? {
          ...(typeof logger === 'object' ? logger : {}),
          ...(logStream ? { stream: logStream } : {}),
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          // The path only: query strings can carry hand-off tokens and recipients.
          serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }) },
        }
      : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);
  // The partners the domain asks (server/origination/partners.ts): the sandbox's catalogue of
  // SANDBOX.md, or production's ordinary answers. This is the one place that chooses.
  app.decorate('partners', config.mode === 'sandbox' ? sandboxPartners(config) : productionPartners(config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'The card application and pet insurance API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: finishOpenApiDocument,
  });

  // Before the routes: it gives each API route its per-client limit as the route is added.
  await app.register(clientLimitsPlugin);
  // Security headers, and no-store on every API answer (personal data is cached nowhere).
  await app.register(securityHeadersPlugin);
  await app.register(textGuardPlugin);
  await app.register(backgroundJobsPlugin);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Sandbox only: `x-sandbox-fault` makes a named call fail, so tests reach the error branches.
  if (config.mode === 'sandbox') installSandboxFaults(app);

  for (const { plugin, sandboxOnly } of routePlugins) {
    if (sandboxOnly && config.mode !== 'sandbox') continue;
    await app.register(plugin);
  }

  const staticApp = await registerStaticAssets(app, config);

  app.setNotFoundHandler(async (request, reply) => {
    // The app is a single-page app: its own router resolves every non-API path.
    // The sandbox's pages are not served in production: the app's router would only say "not found".
    const sandboxPage = request.url.startsWith(`${LIVE_STEP_PATH}/`);
    if (staticApp && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !(sandboxPage && config.mode !== 'sandbox')) {
      return staticApp.sendPage(request.url.split('?')[0] ?? '/', reply);
    }
    return reply.code(404).send({ message: 'Not found', code: 'not_found' });
  });

  return app;
}
