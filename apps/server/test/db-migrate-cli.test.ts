import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from './support/run-node.ts';
import { createDatabaseLocation, type DatabaseLocation } from './support/test-database.ts';

/** `npm run db:migrate` (issue 19): the deploy step that migrates before the new version starts. */
const CLI = 'apps/server/src/cli/db-migrate.ts';
const journal = JSON.parse(readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

let location: DatabaseLocation;
beforeAll(async () => {
  location = await createDatabaseLocation();
});
afterAll(() => location.drop());

describe('npm run db:migrate', { timeout: 120_000 }, () => {
  it('migrates a new database with one line and exit 0, then finds nothing to do', async () => {
    const n = journal.entries.length;
    const first = await runNode(CLI, [], { env: location.env });
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(new RegExp(`^数据库迁移完成：本次应用 ${n} 个，共 ${n} 个 / database migrated \\((pglite|postgres)\\): ${n} applied now, ${n} in all\\n$`));
    const again = await runNode(CLI, [], { env: location.env });
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(`0 applied now, ${n} in all`);
  });

  it('says in one line why it failed, and exits 1', async () => {
    const run = await runNode(CLI, [], { env: { DATABASE_URL: 'postgres://portal:not-the-password@127.0.0.1:1/portal' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^数据库迁移失败 \/ migration failed: .*ECONNREFUSED 127\.0\.0\.1:1\n$/);
    expect(run.stderr).not.toContain('not-the-password');
  });
});
