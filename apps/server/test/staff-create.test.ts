import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { openDatabase } from '../src/db/client.ts';
import { staffAccounts } from '../src/db/schema/identity.ts';
import { verifyPassword } from '../src/modules/users/password-hash.ts';
import { runNode } from './support/run-node.ts';
import { createDatabaseLocation, type DatabaseLocation } from './support/test-database.ts';

/** `npm run staff:create` (issue 18): the first operator of a production database. */
const CLI = 'apps/server/src/cli/staff-create.ts';

let location: DatabaseLocation;
beforeAll(async () => {
  location = await createDatabaseLocation();
});
afterAll(() => location.drop());

const create = (args: string[], input: string) => runNode(CLI, args, { env: location.env, input });

/** The staff rows, read while no CLI has the database open. */
async function staffRows() {
  const env: { DATABASE_URL?: string; DATA_DIR?: string } = location.env;
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    return await database.db.select().from(staffAccounts).orderBy(sql`${staffAccounts.createdAt}`);
  } finally {
    await database.close();
  }
}

describe('npm run staff:create', { timeout: 180_000 }, () => {
  it('creates an active operator in a database no server has opened yet, the password read from stdin', async () => {
    const run = await create(['--login-name', 'first_op01', '--display-name', ' 系统管理员 ', '--role', 'operator'], 'First@2026\nignored second line\n');
    expect(run).toMatchObject({ code: 0, stdout: '已创建员工账号 first_op01（运营人员） / Created staff account first_op01 (operator)\n' });
    const [row, ...others] = await staffRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ loginName: 'first_op01', displayName: '系统管理员', role: 'operator', status: 'active', failedLogins: 0 });
    expect(row!.id).toMatch(/^staff-[0-9a-f-]{36}$/);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'First@2026')).toBe(true);
  });

  it('refuses a login name taken in any case, a password outside the rule and an unknown role, in Chinese and English', async () => {
    const taken = await create(['--login-name', 'FIRST_OP01', '--display-name', '另一人', '--role', 'agent'], 'Other@2026\n');
    expect(taken).toMatchObject({ code: 1, stdout: '' });
    expect(taken.stderr).toBe('未创建员工账号 / Staff account not created: 该员工账号已存在（账号不区分大小写） / a staff account with this login name already exists (names ignore case)\n');

    const weak = await create(['--login-name', 'agent_new01', '--display-name', '新坐席', '--role', 'agent'], 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(VALIDATION_MESSAGES.passwordRule1);
    expect(weak.stderr).toMatch(/ \/ the password must be 6-16 characters/);

    const role = await create(['--login-name', 'agent_new01', '--display-name', '新坐席', '--role', 'admin'], 'Agent@2026\n');
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('角色须为 agent（客服坐席）或 operator（运营人员） / the role must be agent or operator');

    const usage = await create(['--login-name', 'agent_new01'], 'Agent@2026\n');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^用法 \/ Usage: npm run staff:create -- --login-name/);

    expect((await staffRows()).map((r) => r.loginName)).toEqual(['first_op01']);
  });
});
