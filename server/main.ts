import { PRODUCT_NAME } from '../services/contract/product.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

// `npm start` / `npm run serve`: the API and the built app on one port, on the embedded database
// unless DATABASE_URL is set. Runs under plain `node` (type stripping).

const config = loadConfig();
const db = createDatabase(config);
await migrateToLatest(db);
const app = await buildApp({ config, db, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to another port.` : `The server could not start (${code ?? 'unknown error'}).`);
  await db.destroy();
  process.exit(1);
}

const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
console.log(`${PRODUCT_NAME} is running at http://${shown}:${config.port}`);

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
