import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { collectAnalytics } from './collector.service.ts';
import { forwardDueEvents } from './segment-forwarder.ts';

// `POST /api/analytics/`, and the forwarding loop when a Segment write key is configured: right after
// each stored batch, and every few seconds for the events whose earlier tries failed.

const FORWARD_TICK_MS = 5_000;

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  let running: Promise<unknown> | null = null;
  // One forwarding pass at a time in this instance (the claims keep instances apart).
  const forwardSoon = () => {
    if (!config.analyticsWriteKey || running) return;
    running = forwardDueEvents(db, config)
      .catch((error: unknown) => app.log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'analytics forwarding failed'))
      .finally(() => (running = null));
  };

  registerEndpoint(app, endpoints.analytics, async ({ body, auth }) => {
    const result = await collectAnalytics(db, config, auth, body);
    if (result.stored > 0) forwardSoon();
    return result;
  });

  if (config.analyticsWriteKey) {
    const timer = setInterval(forwardSoon, FORWARD_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}
