import { describe, expect, it } from 'vitest';
import { readHistory, recordVisit } from './router-history.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const visit = (n: number) => ({ totalUrl: `#/page${n}`, config: { meta: { title: `页面${n}` } }, Pg_Cd: `p${n}` });

describe('router history (§3)', () => {
  it('keeps at most 50 entries, newest last', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 60; i++) recordVisit(storage, visit(i));
    const history = readHistory(storage);
    expect(history).toHaveLength(50);
    expect(history[0]?.totalUrl).toBe('#/page11');
    expect(history[49]?.totalUrl).toBe('#/page60');
  });

  it('gives the current page, its referrer and the page before that', () => {
    const storage = memoryStorage();
    recordVisit(storage, visit(1));
    recordVisit(storage, visit(2));
    const a = recordVisit(storage, visit(3));
    expect(a).toEqual({
      currentUrl: '#/page3',
      currentName: '页面3',
      currentCode: 'p3',
      referrerUrl: '#/page2',
      beforeReferrerUrl: '#/page1',
    });
  });

  it('does not record a reload of the same address twice', () => {
    const storage = memoryStorage();
    recordVisit(storage, visit(1));
    recordVisit(storage, visit(1));
    expect(readHistory(storage)).toHaveLength(1);
  });

  it('survives corrupted storage', () => {
    const storage = memoryStorage();
    storage.setItem('routerHistory', '{not json');
    expect(readHistory(storage)).toEqual([]);
  });
});
