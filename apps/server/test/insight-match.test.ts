import { describe, expect, it } from 'vitest';
import { matchScore, searchable } from '../src/modules/insight/pinyin-match.ts';
import { createCallStatsCounter } from '../src/modules/analytics/call-stats.ts';
import type { Db } from '../src/db/client.ts';

const score = (name: string, keyword: string) => matchScore(searchable(name), keyword);

describe('pinyin matching', () => {
  it('ranks the whole name, then its start, then its inside', () => {
    expect(score('账户管理', '账户管理')).toBe(0);
    expect(score('账户管理', 'zhgl')).toBe(0);
    expect(score('账户管理', 'zhanghuguanli')).toBe(0);
    expect(score('账户管理', '账户')).toBe(1);
    expect(score('账户管理', 'zhangh')).toBe(1);
    expect(score('账户管理', '管理')).toBe(2);
    expect(score('职业年金账户管理', 'zhgl')).toBe(2);
  });

  it('reads polyphones in context and ignores case, spaces and punctuation', () => {
    expect(score('银行承兑汇票', 'yhcd')).toBe(1);
    expect(score('重庆分行', 'chongqing')).toBe(1);
    expect(score('API 申请', 'API申请')).toBe(0);
    expect(score('API 申请', 'apisq')).toBe(0);
    expect(score('绿色金融', 'lvse')).toBe(1);
  });

  it('does not match across a gap or a wrong syllable', () => {
    expect(score('账户管理', 'zhgx')).toBeUndefined();
    expect(score('账户管理', 'zgl')).toBeUndefined();
    expect(score('账户管理', '户理')).toBeUndefined();
    expect(score('账户管理', '')).toBeUndefined();
  });
});

describe('call counting', () => {
  it('writes one row per minute, path and code, and keeps the counts when a write fails', async () => {
    const written: unknown[][] = [];
    let fail = true;
    const db = {
      insert: () => ({
        values: async (rows: unknown[]) => {
          if (fail) throw new Error('database away');
          written.push(rows);
        },
      }),
    } as unknown as Db;
    const counter = createCallStatsCounter(db);
    const t = Date.UTC(2026, 0, 1, 8, 0, 10);
    counter.count('/system/param', 200, t);
    counter.count('/system/param', 200, t + 20_000);
    counter.count('/system/param', 429001, t);
    counter.count('/system/param', 200, t + 60_000);
    await expect(counter.flush()).rejects.toThrow('database away');
    fail = false;
    counter.count('/system/param', 200, t);
    await counter.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(
      expect.arrayContaining([
        { minute: new Date(Date.UTC(2026, 0, 1, 8, 0)), path: '/system/param', code: 200, calls: 3 },
        { minute: new Date(Date.UTC(2026, 0, 1, 8, 0)), path: '/system/param', code: 429001, calls: 1 },
        { minute: new Date(Date.UTC(2026, 0, 1, 8, 1)), path: '/system/param', code: 200, calls: 1 },
      ]),
    );
    expect(written[0]).toHaveLength(3);
    await counter.flush();
    expect(written).toHaveLength(1);
  });
});
