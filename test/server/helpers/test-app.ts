import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { AppConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/database.ts';
import { createTestDatabase, testDatabaseUrl } from './test-database.ts';
import { createClock, type TestClock } from './test-clock.ts';

// Each test file gets its own database (test-database.ts) and the API on it. Time is a movable
// clock, never a sleep.

export { dialect, describeServer } from './test-database.ts';
export { createClock, type TestClock } from './test-clock.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  clock: TestClock;
  /**
   * Another instance of the API on the same database, through its own connection (SQLite) or pool
   * (PostgreSQL): what a second process behind the load balancer is. Closed with the test app.
   */
  sibling: (overrides?: Partial<AppConfig>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

export const TEST_DECISION_DELAY_MS = 4000;

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const clock = createClock();
  const database = await createTestDatabase();
  const { db, dataDir } = database;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: testDatabaseUrl,
    dataDir,
    mode: 'sandbox',
    decisionDelayMs: TEST_DECISION_DELAY_MS,
    ssnKey: randomBytes(32),
    tokenSecret: randomBytes(32),
    stripePublishableKey: null,
    stripeSecretKey: null,
    googleMapsKey: null,
    staticDir: join(dataDir, 'no-app'),
    publicUrl: 'http://zoomies.test',
    waitlistUrl: null,
    analyticsWriteKey: null,
    analyticsEndpoint: 'http://127.0.0.1:9',
    flowStaffToken: null,
    now: clock.now,
    trustProxy: false,
    // Off unless a test asks: the clock stands still in tests, so windows would never end.
    clientLimits: null,
    // No background work: tests deliver the outbox by hand (deliverDueMessages).
    delivery: { twilio: null, smtp: null, pollMs: 0 },
    ...overrides,
  };
  const app = await buildApp({ config, db });
  await app.ready();
  const siblings: { app: FastifyInstance; db: Db }[] = [];
  return {
    app,
    db,
    config,
    clock,
    sibling: async (siblingOverrides = {}) => {
      const siblingDb = database.connect();
      const siblingApp = await buildApp({ config: { ...config, ...siblingOverrides }, db: siblingDb });
      await siblingApp.ready();
      siblings.push({ app: siblingApp, db: siblingDb });
      return siblingApp;
    },
    close: async () => {
      for (const sibling of siblings) {
        await sibling.app.close();
        await sibling.db.destroy();
      }
      await app.close();
      await database.close();
    },
  };
}
