import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { carbonActivities } from '../src/db/schema/carbon.ts';
import { auditLog } from '../src/db/schema/console.ts';
import { emissionFactors } from '../src/db/schema/emission-factors.ts';
import { seedMarks } from '../src/db/schema/system.ts';
import { createPostgresDatabase, type PostgresDatabase } from './support/postgres-database.ts';

/**
 * Migration 0034 (issue 36, one table of emission factors): a database at 0033 with distinct
 * rows in env_factors and carbon_factors, some of them the same factor, and months recorded with
 * them, migrated as a start migrates it, on PGlite and on PostgreSQL. Every row is there once,
 * with all it had: sources, years, values, parameters, units, notes, who changed it last.
 */

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
const BEFORE = '0033_identity_assurance';

/** The migrations folder as it was before 0034: the same files, the journal cut after 0033. */
function migrationsBefore(dir: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === BEFORE);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut + 1);
  mkdirSync(join(dir, 'meta'), { recursive: true });
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(MIGRATIONS, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  return dir;
}

const C_GRID_2023 = '00000000-0000-4000-8000-000000000001';
const C_HEAT_2013 = '00000000-0000-4000-8000-000000000002';
const C_GAS_2013 = '00000000-0000-4000-8000-000000000003';
const C_GRID_2024 = '00000000-0000-4000-8000-000000000004';
const C_DIESEL_2013 = '00000000-0000-4000-8000-000000000005';
const CARBON_IDS = [C_GRID_2023, C_HEAT_2013, C_GAS_2013, C_GRID_2024, C_DIESEL_2013];

const ENV_SOURCE_2023 = '生态环境部2024年发布的2023年全国电力平均二氧化碳排放因子';
const CARBON_SOURCE_2023 = '生态环境部、国家统计局：2023年全国电力平均二氧化碳排放因子 0.5306 kgCO₂/kWh（2024年发布）';

/**
 * What the two tables held, as the seeds and the two consoles left them:
 * - grid 2023 in both, seeded alike (same figure, two wordings of the source);
 * - 华东 grid 2022 and diesel 2015 only in env_factors;
 * - heat 2013 and diesel 2013 (the guide's parameters) only in carbon_factors;
 * - natural gas 2013 in both: the guide's parameters in the carbon account, and the figure an
 *   operator retyped in the estimate's console afterwards (the estimate's side is newer);
 * - grid 2024 in both: typed in the estimate's console, then a different figure in the carbon
 *   console later (the carbon side is newer).
 */
const BEFORE_ROWS = `
insert into seed_marks (name, done_at) values ('env_factors', '2026-01-01T00:00:00Z'), ('carbon_factors_v1', '2026-01-01T00:00:01Z');
insert into env_factors (id, code, region, year, value, source, note, updated_at, updated_by) values
  (1, 'grid_co2', '全国', 2023, 0.5306, '${ENV_SOURCE_2023}', '', '2026-01-01T00:00:00Z', '系统初始数据'),
  (2, 'grid_co2', '华东', 2022, 0.5992, '生态环境部、国家统计局2024年发布的2022年区域电网平均二氧化碳排放因子', '上海、江苏、浙江、安徽、福建', '2026-02-01T00:00:00Z', '运营人员 陈静'),
  (3, 'diesel_co2', '全国', 2015, 3.0959, '国家发展改革委指南缺省值', '42.652 GJ/t × 20.2 tC/TJ × 98% × 44/12', '2026-01-01T00:00:00Z', '系统初始数据'),
  (7, 'gas_co2', '全国', 2013, 2.1622, '测算口径：指南缺省值折算', '', '2026-03-01T00:00:00Z', '运营人员 陈静'),
  (9, 'grid_co2', '全国', 2024, 0.5, '测试：测算台录入的2024年全国电网因子', '待正式发布后核对', '2026-03-01T00:00:00Z', '运营人员 陈静');
select setval(pg_get_serial_sequence('env_factors', 'id'), 9);
insert into carbon_factors (id, code, year, net_calorific_value, carbon_per_heat, oxidation_rate, direct_factor, unit, source, created_at) values
  ('${C_GRID_2023}', 'electricity', 2023, null, null, null, 0.0005306, 'kgCO₂/kWh（0.5306）', '${CARBON_SOURCE_2023}', '2026-01-01T00:00:01Z'),
  ('${C_HEAT_2013}', 'heat', 2013, null, null, null, 0.11, 'tCO₂/GJ', '指南外购热力排放因子缺省值 0.11 tCO₂/GJ', '2026-01-01T00:00:01Z'),
  ('${C_GAS_2013}', 'natural_gas', 2013, 0.038931, 0.0153, 0.99, null, 'GJ/m³（389.31 GJ/万Nm³）；tC/GJ；%', '指南附录二 常用化石燃料相关参数缺省值', '2026-01-01T00:00:01Z'),
  ('${C_GRID_2024}', 'electricity', 2024, null, null, null, 0.0004321, 'kgCO₂/kWh', '测试：碳账户录入的2024年全国电网因子', '2026-02-15T00:00:00Z'),
  ('${C_DIESEL_2013}', 'diesel', 2013, 42.652, 0.0202, 0.98, null, 'GJ/t；tC/GJ；%', '指南附录二 常用化石燃料相关参数缺省值', '2026-01-01T00:00:01Z');
insert into audit_log (at, staff_id, staff_name, entity, entity_key, action, summary, before, after) values
  ('2026-01-20T00:00:00Z', 's-1', '运营人员 陈静', 'envFactor', '7', 'create', '新增排放因子 天然气', null, '{}'),
  ('2026-03-01T00:00:00Z', 's-1', '运营人员 陈静', 'envFactor', '9', 'create', '新增排放因子 电网平均二氧化碳排放因子', null, '{}'),
  ('2026-02-15T00:00:00Z', 's-2', '运营人员 李明', 'carbonFactor', '${C_GRID_2024}', 'create', '新增碳排放因子 外购电力（2024年）', null, '{}'),
  ('2026-04-01T00:00:00Z', 's-2', '运营人员 李明', 'carbonFactor', '${C_GRID_2024}', 'update', '修改碳排放因子 外购电力（2024年）', '{}', '{}');
insert into enterprises (id, name, credit_code) values ('E-MIG-1', '迁移测试有限公司', '91310000MA1MIG0001');
insert into users (id, user_no, login_name, phone, user_type, password_hash) values ('U-MIG-1', 'N-MIG-1', 'mig_director', '13800000001', '2', 'x');
insert into carbon_activities (enterprise_id, month, source, quantity, factor_id, factor, tonnes, recorded_by) values
  ('E-MIG-1', '2024-03', 'electricity', 100000, '${C_GRID_2023}', 0.0005306, 53.06, 'U-MIG-1'),
  ('E-MIG-1', '2024-03', 'heat', 1000, '${C_HEAT_2013}', 0.11, 110, 'U-MIG-1');
`;

/** A database at 0033 holding BEFORE_ROWS, then opened and migrated as a server start does. */
interface Kind {
  name: string;
  atPrevious(folder: string): Promise<Database>;
}

const scratch = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
const previous = migrationsBefore(join(scratch, 'migrations'));
const postgresDatabases: PostgresDatabase[] = [];
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  for (const database of postgresDatabases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

const KINDS: Kind[] = [
  {
    name: 'PGlite',
    async atPrevious(folder) {
      const client = new PGlite('memory://');
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      await client.exec(BEFORE_ROWS);
      const dump = await client.dumpDataDir('none');
      await client.close();
      return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    },
  },
  {
    name: 'PostgreSQL',
    async atPrevious(folder) {
      const created = await createPostgresDatabase();
      postgresDatabases.push(created);
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: folder });
        await client.query(BEFORE_ROWS);
      } finally {
        await client.end();
      }
      return openDatabase({ databaseUrl: created.url, dataDir: '', poolSize: 2 });
    },
  },
];

describe.each(KINDS)('migration 0034 on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.atPrevious(previous);
    opened.push(database);
    await database.migrate();
  }, 120_000);

  const rows = () => database.db.select().from(emissionFactors).orderBy(asc(emissionFactors.code), asc(emissionFactors.region), asc(emissionFactors.year));
  const rowOf = async (code: string, region: string, year: number) => {
    const found = (await rows()).filter((r) => r.code === code && r.region === region && r.year === year);
    expect(found, `${code} ${region} ${year}`).toHaveLength(1);
    return found[0]!;
  };

  it('keeps every row of both tables once: five of env_factors, two only the carbon account had', async () => {
    const all = await rows();
    expect(all.map((r) => `${r.code} ${r.region} ${r.year}`)).toEqual([
      'diesel_co2 全国 2013',
      'diesel_co2 全国 2015',
      'gas_co2 全国 2013',
      'grid_co2 全国 2023',
      'grid_co2 全国 2024',
      'grid_co2 华东 2022',
      'heat_co2 全国 2013',
    ]);
    // env_factors' ids stay (saved estimates and the audit log name them); new rows come after them.
    expect(all.filter((r) => [1, 2, 3, 7, 9].includes(r.id)).map((r) => r.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 7, 9]);
    expect(all.filter((r) => ![1, 2, 3, 7, 9].includes(r.id)).every((r) => r.id > 9)).toBe(true);
  });

  it('keeps the rows only one table had with all they had', async () => {
    expect(await rowOf('grid_co2', '华东', 2022)).toMatchObject({
      id: 2,
      value: '0.5992',
      netCalorificValue: null,
      source: '生态环境部、国家统计局2024年发布的2022年区域电网平均二氧化碳排放因子',
      note: '上海、江苏、浙江、安徽、福建',
      updatedBy: '运营人员 陈静',
      updatedAt: new Date('2026-02-01T00:00:00Z'),
      // Not created in the console, so seeded: when the seed ran.
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(await rowOf('diesel_co2', '全国', 2015)).toMatchObject({ id: 3, value: '3.0959', note: '42.652 GJ/t × 20.2 tC/TJ × 98% × 44/12', updatedBy: '系统初始数据' });
    expect(await rowOf('heat_co2', '全国', 2013)).toMatchObject({
      value: '0.11',
      source: '指南外购热力排放因子缺省值 0.11 tCO₂/GJ',
      note: '',
      createdAt: new Date('2026-01-01T00:00:01Z'),
      updatedBy: '系统初始数据',
    });
    // A fuel keeps the guide's parameters; its value is computed from them (tCO₂/t, four decimals).
    expect(await rowOf('diesel_co2', '全国', 2013)).toMatchObject({ value: '3.0959', netCalorificValue: 42.652, carbonPerHeat: 0.0202, oxidationRate: 0.98, note: '' });
  });

  it('merges a factor both tables kept into one row, the other side’s words in its note', async () => {
    // Seeded alike: the estimate's row, the carbon account's source and unit text in the note.
    const grid2023 = await rowOf('grid_co2', '全国', 2023);
    expect(grid2023).toMatchObject({ id: 1, value: '0.5306', source: ENV_SOURCE_2023, updatedBy: '系统初始数据' });
    expect(grid2023.note).toBe(`碳账户原记来源：${CARBON_SOURCE_2023}；碳账户原记单位：kgCO₂/kWh（0.5306）`);

    // The estimate's figure was typed later: it stays; the guide's parameters are in the note.
    const gas = await rowOf('gas_co2', '全国', 2013);
    expect(gas).toMatchObject({ id: 7, value: '2.1622', netCalorificValue: null, source: '测算口径：指南缺省值折算', updatedBy: '运营人员 陈静' });
    expect(gas.note).toBe(
      '碳账户原记来源：指南附录二 常用化石燃料相关参数缺省值；碳账户原记参数：低位发热量 0.038931，单位热值含碳量 0.0153 tC/GJ，碳氧化率 0.99；碳账户原记单位：GJ/m³（389.31 GJ/万Nm³）；tC/GJ；%',
    );
    expect(gas.createdAt).toEqual(new Date('2026-01-01T00:00:01Z'));

    // The carbon account's figure was changed later: it is the row's, in kgCO₂/kWh.
    const grid2024 = await rowOf('grid_co2', '全国', 2024);
    expect(grid2024).toMatchObject({
      id: 9,
      value: '0.4321',
      source: '测试：碳账户录入的2024年全国电网因子',
      updatedBy: '运营人员 李明',
      updatedAt: new Date('2026-04-01T00:00:00Z'),
    });
    expect(grid2024.note).toBe('待正式发布后核对；测算因子原记来源：测试：测算台录入的2024年全国电网因子；测算因子原记数值：0.5');
  });

  it('points recorded months at the rows they were computed with', async () => {
    const months = await database.db.select().from(carbonActivities).orderBy(asc(carbonActivities.source));
    const heat = await rowOf('heat_co2', '全国', 2013);
    expect(months.map((m) => [m.source, m.factorId, m.factor])).toEqual([
      ['electricity', 1, 0.0005306],
      ['heat', heat.id, 0.11],
    ]);
  });

  it('leaves each moved row an audit entry with its old id and row, and drops both old tables', async () => {
    const merges = await database.db.select().from(auditLog).where(eq(auditLog.action, 'merge')).orderBy(asc(auditLog.id));
    expect(merges).toHaveLength(CARBON_IDS.length);
    expect(merges.map((m) => (m.before as { id: string }).id).sort()).toEqual([...CARBON_IDS].sort());
    const heatMove = merges.find((m) => (m.before as { id: string }).id === C_HEAT_2013)!;
    expect(heatMove).toMatchObject({ entity: 'envFactor', entityKey: String((await rowOf('heat_co2', '全国', 2013)).id), staffName: '数据迁移' });
    expect(heatMove.summary).toContain(C_HEAT_2013);
    expect(heatMove.before).toMatchObject({ code: 'heat', year: 2013, direct_factor: 0.11, unit: 'tCO₂/GJ' });

    const tables = (await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name in ('env_factors', 'carbon_factors', 'emission_factors')`,
    )) as unknown as { rows: Array<{ name: string }> };
    expect(tables.rows.map((t) => t.name)).toEqual(['emission_factors']);
    // Either old seed done means the factors were seeded: the one seed does not run again.
    expect((await database.db.select().from(seedMarks).where(eq(seedMarks.name, 'emission_factors'))).length).toBe(1);
  });

  it('goes on with new rows and refuses half a fuel’s parameters', async () => {
    const [added] = await database.db.insert(emissionFactors).values({ code: 'grid_co2', region: '全国', year: 2025, value: '0.5', source: '测试' }).returning();
    expect(added!.id).toBeGreaterThan(9);
    await expect(
      database.db.insert(emissionFactors).values({ code: 'coal_co2', region: '全国', year: 2025, value: '1.9', netCalorificValue: 20.9, source: '测试' }),
    ).rejects.toThrow();
  });
});
