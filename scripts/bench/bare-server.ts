import Fastify from 'fastify';

// The yardstick of the poll benchmark: a bare Fastify route answering the same path with the same
// JSON as the real poll, no database, no token check, no validation. Runs in its own process, like
// the API, on PORT; the JSON comes in BARE_JSON.

const body = JSON.parse(process.env.BARE_JSON ?? '{}') as unknown;
const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
app.get('/api/v1/card/signup/:id/', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
