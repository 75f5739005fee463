import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps every query of the server in a repository (eslint.config.js,
// noQueryOutsideRepository). A later block of the config that sets no-restricted-syntax for
// server/** would replace the rule without a word: this test says so. It lints snippets as if they
// were files of the server, the way `npm run lint` sees them.

const eslint = new ESLint();

async function queryFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.message.startsWith('A query belongs in a repository')).map((message) => `${message.line}:${message.column}`);
}

const snippets = {
  builder: `import type { Db } from '../db/database.ts';\nexport const read = (db: Db) => db.selectFrom('users').selectAll().execute();\n`,
  write: `import type { Db } from '../db/database.ts';\nexport const drop = (db: Db) => db.deleteFrom('visits').execute();\n`,
  transaction: `import type { Db } from '../db/database.ts';\nexport const both = (db: Db) => db.transaction().execute(async () => undefined);\n`,
  raw: `import { sql } from 'kysely';\nimport type { Db } from '../db/database.ts';\nexport const raw = (db: Db) => sql\`select 1\`.execute(db);\n`,
};

// Loading the config and its plugins takes seconds on a loaded machine: a wide timeout, no timing asserted.
describe('queries stay in repositories', { timeout: 60_000 }, () => {
  it.each(Object.entries(snippets))('a %s query in a service is a lint error', async (_kind, code) => {
    expect(await queryFindings('server/auth/account.service.ts', code)).not.toEqual([]);
  });

  it.each(Object.entries(snippets))('a %s query in a repository, a migration or the database set-up is allowed', async (_kind, code) => {
    for (const filePath of ['server/auth/user.repository.ts', 'server/db/migrations/001-core.ts', 'server/db/database.ts']) {
      expect(await queryFindings(filePath, code)).toEqual([]);
    }
  });

  it('a service that calls a repository function is clean', async () => {
    const code = `import type { Db } from '../db/database.ts';\nimport { findUserById } from './user.repository.ts';\nexport const read = (db: Db) => findUserById(db, 'u1');\n`;
    expect(await queryFindings('server/auth/account.service.ts', code)).toEqual([]);
  });
});
