import pg from 'pg';

// A PostgreSQL benchmark works in a schema of its own, dropped afterwards: the servers it starts get
// a connection string whose options put that schema first on their search path.

export async function withPostgresSchema<T>(databaseUrl: string, run: (env: { DATABASE_URL: string }) => Promise<T>): Promise<T> {
  if (!databaseUrl) return run({ DATABASE_URL: '' });
  const schema = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
  }
}

/** Whether a PostgreSQL server answers at this URL. */
export async function postgresAnswers(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
