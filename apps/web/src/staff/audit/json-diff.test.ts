import { describe, expect, it } from 'vitest';
import { jsonDiff } from './json-diff.ts';

describe('jsonDiff', () => {
  it('lists changed, added and removed leaves with their paths', () => {
    const before = { a: 1, list: [{ title: '旧标题' }, { title: '乙' }], gone: 'x' };
    const after = { a: 1, list: [{ title: '新标题' }], added: true };
    expect(jsonDiff(before, after)).toEqual([
      { path: 'list[0].title', keys: ['list', 0, 'title'], kind: 'changed', before: '旧标题', after: '新标题' },
      { path: 'list[1].title', keys: ['list', 1, 'title'], kind: 'removed', before: '乙' },
      { path: 'gone', keys: ['gone'], kind: 'removed', before: 'x' },
      { path: 'added', keys: ['added'], kind: 'added', after: 'true' },
    ]);
  });

  it('shows a record created or deleted as a whole', () => {
    expect(jsonDiff(null, { key: 'v' })).toEqual([{ path: 'key', keys: ['key'], kind: 'added', after: 'v' }]);
    expect(jsonDiff({ key: 'v' }, null)).toEqual([{ path: 'key', keys: ['key'], kind: 'removed', before: 'v' }]);
    expect(jsonDiff('0', '1')).toEqual([{ path: '（整条记录）', keys: [], kind: 'changed', before: '0', after: '1' }]);
  });
});
