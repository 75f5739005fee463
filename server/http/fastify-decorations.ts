import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Partners } from '../origination/partners.ts';

// buildApp decorates the instance with its configuration, database and partners (chosen by mode), so
// every route plugin and registerEndpoint reach them without globals.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    partners: Partners;
  }
}
