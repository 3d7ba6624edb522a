import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig, TEST_MASTER_KEY } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { staffAccounts, userEnterprises, users } from '../src/db/schema/identity.ts';
import { systemParams } from '../src/db/schema/system.ts';
import { realNameAuths } from '../src/db/schema/identity-verification.ts';
import { carbonActivities, carbonAssets, carbonReductions } from '../src/db/schema/carbon.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF, demoAccountsWanted, seedDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { seed } from '../src/db/seed/seed.ts';
import { hashPassword, verifyPassword } from '../src/modules/users/password-hash.ts';
import { createDatabaseLocation, type DatabaseLocation } from './support/test-database.ts';

/**
 * Finding 1 of issue 18: demo accounts only where asked for (SEED_DEMO, or outside production),
 * and once in a database's life, so what an operator deleted or changed stays so.
 */
const ALL_DEMO_NAMES = [...DEMO_CUSTOMERS, ...DEMO_STAFF].map((a) => a.loginName).sort();
const [person, corp] = DEMO_CUSTOMERS;
const [, agent02, operator01] = DEMO_STAFF;

async function demoNames(db: Database['db']): Promise<string[]> {
  const customers = await db.select({ name: users.loginName }).from(users).where(inArray(users.id, DEMO_CUSTOMERS.map((a) => a.id)));
  const staff = await db.select({ name: staffAccounts.loginName }).from(staffAccounts).where(inArray(staffAccounts.id, DEMO_STAFF.map((a) => a.id)));
  return [...customers, ...staff].map((r) => r.name).sort();
}

/** A new, migrated, unseeded database (PostgreSQL when DATABASE_URL is set: real concurrency). */
async function migratedDatabase(): Promise<Database> {
  const location = await createDatabaseLocation();
  const env: { DATABASE_URL?: string; DATA_DIR?: string } = location.env;
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '', poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await location.drop();
    },
  };
}

// Each case migrates and seeds a whole database (or starts the app on one): slow on a busy machine.
const SLOW = { timeout: 180_000 };

describe('when demo accounts are wanted', SLOW, () => {
  it('seeds them outside production unless SEED_DEMO=false, and in production only with SEED_DEMO=true', () => {
    const wanted = (env: Record<string, string>) => demoAccountsWanted(loadConfig({ ALLOW_LOCAL_PROVIDERS: 'true', MASTER_KEY: TEST_MASTER_KEY, PUBLIC_BASE_URL: 'https://portal.example.bank', ...env }));
    expect(wanted({})).toBe(true);
    expect(wanted({ NODE_ENV: 'development' })).toBe(true);
    expect(wanted({ NODE_ENV: 'test' })).toBe(true);
    expect(wanted({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
    expect(wanted({ NODE_ENV: 'production' })).toBe(false);
    expect(wanted({ NODE_ENV: 'production', SEED_DEMO: '' })).toBe(false);
    expect(wanted({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
  });

  it('creates none when not asked, and leaves them to a later start that asks', async () => {
    const database = await migratedDatabase();
    expect(await seed(database.db, { demoAccounts: false })).toEqual({ demoAccountsCreated: [] });
    expect(await demoNames(database.db)).toEqual([]);
    expect((await seed(database.db, { demoAccounts: true })).demoAccountsCreated.sort()).toEqual(ALL_DEMO_NAMES);
    await database.close();
  });

  it('creates them once when two instances seed at the same time', async () => {
    const database = await migratedDatabase();
    const [a, b] = await Promise.all([seedDemoAccounts(database.db), seedDemoAccounts(database.db)]);
    expect([...a, ...b].sort()).toEqual(ALL_DEMO_NAMES);
    expect(await demoNames(database.db)).toEqual(ALL_DEMO_NAMES);
    await database.close();
  });

  it('never creates them in a database an older version seeded (it re-created them at every start), nor changes its settings', async () => {
    const database = await migratedDatabase();
    // What an older version's seed left, after an operator deleted the demo accounts and turned grey mode on.
    await database.db.insert(systemParams).values({ key: 'pc_color_switch', value: '0', description: 'older seed' });
    expect((await seed(database.db, { demoAccounts: true })).demoAccountsCreated).toEqual([]);
    expect(await demoNames(database.db)).toEqual([]);
    // The operator's setting stays; its description is the product's and says what grey mode leaves alone.
    const [greyMode] = await database.db.select().from(systemParams).where(eq(systemParams.key, 'pc_color_switch'));
    expect(greyMode).toMatchObject({ value: '0', description: expect.stringMatching(/灰色.*关怀模式.*高对比度/) });
    await database.close();
  });
});

describe('server starts on one database', SLOW, () => {
  let location: DatabaseLocation;
  const logs: string[] = [];
  beforeAll(async () => {
    location = await createDatabaseLocation();
  });
  afterAll(() => location.drop());

  /** Starts (builds) the app on the location as `npm start` would, and stops it after `use`. */
  async function start(env: Record<string, string>, use: (database: Database) => Promise<void>): Promise<string> {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', WEB_DIST: '', ...location.env, ...env }), { logStream });
    try {
      await use(app.database);
    } finally {
      await app.close();
    }
    logs.push(lines.join(''));
    return lines.join('');
  }

  it('seeds the demo accounts at the first development start and prints them', async () => {
    const log = await start({}, async ({ db }) => {
      expect(await demoNames(db)).toEqual(ALL_DEMO_NAMES);
      const [row] = await db.select().from(users).where(eq(users.id, person.id));
      expect(await verifyPassword(row!.passwordHash, person.password)).toBe(true);
    });
    expect(log).toContain('已创建演示账户');
    for (const name of ALL_DEMO_NAMES) expect(log).toContain(` ${name} / `);
    // The demo operator exists: no warning about a missing one.
    expect(log).not.toContain('staff:create');
  });

  it('never re-creates a deleted demo account nor resets a changed password, even with SEED_DEMO=true', async () => {
    const changedHash = await hashPassword('Changed@2026');
    await start({}, async ({ db }) => {
      await db.delete(staffAccounts).where(eq(staffAccounts.id, agent02.id));
      await db.delete(userEnterprises).where(eq(userEnterprises.userId, corp.id));
      await db.delete(realNameAuths).where(eq(realNameAuths.userId, corp.id));
      // The demo carbon account's rows name who recorded them.
      for (const table of [carbonActivities, carbonReductions, carbonAssets]) await db.delete(table).where(eq(table.recordedBy, corp.id));
      await db.delete(users).where(eq(users.id, corp.id));
      await db.update(staffAccounts).set({ passwordHash: changedHash }).where(eq(staffAccounts.id, operator01.id));
    });
    for (const env of [{}, { SEED_DEMO: 'true' }] as Record<string, string>[]) {
      const log = await start(env, async ({ db }) => {
        expect(await demoNames(db)).toEqual(ALL_DEMO_NAMES.filter((n) => n !== agent02.loginName && n !== corp.loginName));
        const [operator] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, operator01.id));
        expect(operator!.passwordHash).toBe(changedHash);
        expect(await verifyPassword(operator!.passwordHash, operator01.password)).toBe(false);
      });
      expect(log).not.toContain('已创建演示账户');
    }
  });

  it('warns how to create the first operator when no active operator is left', async () => {
    await start({}, async ({ db }) => {
      await db.update(staffAccounts).set({ status: 'disabled' }).where(eq(staffAccounts.role, 'operator'));
    });
    const log = await start({}, async () => {});
    const warning = log.split('\n').find((l) => l.includes('npm run staff:create'));
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, msg: expect.stringMatching(/运营人员账号.*--role operator.*No active operator account/) });
  });
});
