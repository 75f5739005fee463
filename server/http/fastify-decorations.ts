import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

// buildApp decorates the instance with its configuration and database, so every route plugin and
// registerEndpoint reach them without globals.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
}
