import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueMessages } from '../messages/delivery-worker.ts';
import { sendersFor } from '../messages/message-senders.ts';
import { finalizeDuePolicies } from '../insurance/policy-finalization.service.ts';
import { sweepExpiredRows } from './housekeeping.ts';
import { startJobs, type JobRunner } from './job-runner.ts';
import '../http/fastify-decorations.ts';

// The instance's background work, started once it listens (not in tests that only inject) and
// stopped when it closes: delivering the outbox, finalizing policies whose 24-hour window closed, and
// sweeping rows that no longer matter.

async function backgroundJobs(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  if (config.delivery.pollMs === 0) return;
  const senders = sendersFor(config.delivery);
  let runner: JobRunner | null = null;
  app.addHook('onListen', async () => {
    if (config.mode === 'production' && (!senders.sms || !senders.email)) {
      app.log.warn(`No ${!senders.sms ? 'SMS (TWILIO_*)' : 'email (SMTP_*)'} sender is configured: those messages cannot be delivered.`);
    }
    runner = startJobs(
      [
        { name: 'deliver messages', everyMs: config.delivery.pollMs, run: () => deliverDueMessages(db, config, senders) },
        { name: 'sweep expired rows', everyMs: 60_000, run: () => sweepExpiredRows(db, config) },
        // Policies whose 24-hour window closed: a minute late at most.
        { name: 'finalize due policies', everyMs: 30_000, run: () => finalizeDuePolicies(db, config) },
      ],
      // The error's kind only: driver messages can quote row values.
      (job, error) => app.log.error({ job, err: { name: (error as Error).name, code: (error as { code?: string }).code } }, 'background job failed'),
    );
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}

export const backgroundJobsPlugin = fp(backgroundJobs, { name: 'background-jobs' });
