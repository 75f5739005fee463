// Benchmark (not a test): how many decision polls a second one server instance answers.
// Every applicant polls the signup detail every 3 s while waiting, so N waiting applicants need N/3
// answers a second. The script builds a server on a fresh embedded database (or DATABASE_URL),
// brings APPLICANTS applications to the decision wait through the real API on loopback, then polls
// with CONCURRENCY parallel clients for SECONDS and prints throughput and latency. It only measures.
//
//   npm run bench:poll                      # defaults: 100 applicants, 32 clients, 10 s
//   APPLICANTS=300 CONCURRENCY=64 SECONDS=20 npm run bench:poll
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

const APPLICANTS = Number(process.env.APPLICANTS ?? 100);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'zoomies-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, DECISION_DELAY_MS: '0', DATABASE_URL: process.env.DATABASE_URL ?? '' }), port: 0 };
// On PostgreSQL the benchmark works in a schema of its own, dropped at the end.
const schema = config.databaseUrl ? `bench_${Date.now().toString(36)}` : undefined;
if (schema) {
  const admin = createDatabase(config);
  await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin);
  await admin.destroy();
}
const db = createDatabase({ ...config, ...(schema ? { schema } : {}) });
await migrateToLatest(db);
const app = await buildApp({ config, db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${address}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

function must<T>(result: { status: number; json: unknown }, step: string): T {
  if (result.status >= 300) throw new Error(`${step} answered ${result.status}: ${JSON.stringify(result.json)}`);
  return result.json as T;
}

/** One application, from start to the decision wait, as the app would call it. */
async function applicant(n: number): Promise<{ id: string; token: string }> {
  // A distinct typed-identity number per applicant: area 200+, 555-0110..0169 (codes are rate limited per phone).
  const phone = `+1${200 + Math.floor(n / 60)}5550${110 + (n % 60)}`;
  const started = must<{ id: string; auth_token: string }>(await call('POST', '/api/v1/origination/start/', null, { client_id: 'bench', flowType: 'desktop', phoneNumber: phone, dob: '03-02' }), 'start');
  const { id, auth_token: token } = started;
  must(await call('POST', `/api/v1/origination/${id}/phone_check/`, token), 'phone check');
  const outbox = must<{ results: { code: string | null }[] }>(await call('GET', `/api/sandbox/outbox/?to=${encodeURIComponent(phone)}`, null), 'outbox');
  must(await call('POST', `/api/v1/origination/${id}/phone_check/verify/`, token, { code: outbox.results[0]?.code }), 'verify');
  must(await call('POST', '/api/v1/origination/validate/', token, { client_id: 'bench', origination_id: id }), 'validate');
  const address = { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' };
  const animal = { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' };
  must(await call('POST', '/api/v1/origination/pet_information/', token, { client_id: 'bench', origination_id: id, animal, address }), 'pet');
  const individual = { firstName: 'Alex', lastName: 'Bench', ssn: '123456789', dob: '03/02/1990', email: `bench${n}@example.com`, phoneNumber: phone, address };
  must(
    await call('POST', '/api/v1/origination/complete/', token, {
      client_id: 'bench',
      origination_id: id,
      individual,
      residence_type: 'RENT',
      annual_income: 60000,
      employment_type: 'EMPLOYED',
      monthly_housing_payment: 1200,
    }),
    'complete',
  );
  return { id, token };
}

const setupStart = performance.now();
const applicants: { id: string; token: string }[] = [];
for (let n = 0; n < APPLICANTS; n += 1) applicants.push(await applicant(n));
const setupSeconds = (performance.now() - setupStart) / 1000;

const latencies: number[] = [];
let failures = 0;
const deadline = performance.now() + SECONDS * 1000;
async function client(offset: number): Promise<void> {
  for (let i = offset; performance.now() < deadline; i += CONCURRENCY) {
    const a = applicants[i % applicants.length]!;
    const t0 = performance.now();
    const res = await fetch(`${address}/api/v1/card/signup/${a.id}/`, { headers: { authorization: `Bearer ${a.token}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (res.status !== 200) failures += 1;
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => client(i)));

latencies.sort((x, y) => x - y);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const rps = latencies.length / SECONDS;
console.log(`database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${APPLICANTS} applicants set up in ${setupSeconds.toFixed(1)} s`);
console.log(`polls: ${latencies.length} in ${SECONDS} s with ${CONCURRENCY} clients = ${rps.toFixed(0)}/s (${failures} not 200)`);
console.log(`latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}`);
console.log(`at one poll every 3 s per applicant, that is about ${Math.floor(rps * 3).toLocaleString('en-US')} applicants waiting at once on this instance`);

await app.close();
if (schema) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
