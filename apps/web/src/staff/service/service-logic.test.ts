import { describe, expect, it } from 'vitest';
import {
  formFieldName,
  isClockTime,
  isFunctionLink,
  isIconAddress,
  ratedShare,
  ratingTotals,
  serviceHoursNote,
  starShares,
  tidySettings,
  type AgentRatings,
} from './service-logic.ts';

describe('service settings rules', () => {
  it('take HH:mm times with 24:00 as the end of the day', () => {
    for (const t of ['00:00', '08:30', '23:59', '24:00']) expect(isClockTime(t)).toBe(true);
    for (const t of ['8:00', '24:01', '12:60', '', '0800']) expect(isClockTime(t)).toBe(false);
    expect(serviceHoursNote('08:00', '23:00')).toBeNull();
    expect(serviceHoursNote('08:00', '24:00')).toBeNull();
    expect(serviceHoursNote('22:00', '02:00')).toBe('跨午夜服务：每日 22:00 至次日 02:00');
    expect(serviceHoursNote('09:00', '09:00')).toBe('开始与结束时间相同：人工服务暂停，客户只能留言');
    // A malformed time is the format rule's to report, not this one's.
    expect(serviceHoursNote('8:00', '07:00')).toBeNull();
  });

  it('accept portal routes and https addresses for functions and icons', () => {
    expect(isFunctionLink('#/login')).toBe(true);
    expect(isFunctionLink('https://www.example.com/a')).toBe(true);
    expect(isFunctionLink('http://insecure.example.com')).toBe(false);
    expect(isFunctionLink('javascript:alert(1)')).toBe(false);
    expect(isIconAddress('/static/img/icons/e-seal.svg')).toBe(true);
    expect(isIconAddress('data:image/png;base64,xx')).toBe(false);
  });

  it('map server field paths onto form names', () => {
    expect(formFieldName('suggestData.0.url')).toEqual(['suggestData', 0, 'url']);
    expect(formFieldName('maxConcurrent')).toEqual(['maxConcurrent']);
  });

  it('tidy the form before saving', () => {
    const tidy = tidySettings({
      suggestData: [{ iconUrl: ' /a.svg ', functionName: ' 登录 ', url: ' #/login ' }],
      quickEntryData: [{ functionName: '限额 ', question: undefined as unknown as string }],
      serviceHours: { start: '08:00 ', end: ' 23:00' },
      maxConcurrent: 5,
      agentIdleMinutes: 10,
      cannedReplies: [' 您好 ', '   '],
    });
    expect(tidy.suggestData[0]).toEqual({ iconUrl: '/a.svg', functionName: '登录', url: '#/login' });
    expect(tidy.quickEntryData[0]).toEqual({ functionName: '限额', question: '' });
    expect(tidy.serviceHours).toEqual({ start: '08:00', end: '23:00' });
    expect(tidy.cannedReplies).toEqual(['您好']);
  });
});

const agent = (over: Partial<AgentRatings>): AgentRatings => ({
  loginName: 'a',
  displayName: 'A',
  conversations: 0,
  rated: 0,
  average: null,
  stars: [0, 0, 0, 0, 0],
  reasons: [],
  ...over,
});

describe('rating figures', () => {
  it('add up the team and average over every rating', () => {
    const totals = ratingTotals([
      agent({ conversations: 10, rated: 4, average: 4.5, stars: [0, 0, 0, 2, 2] }),
      agent({ conversations: 5, rated: 2, average: 1.5, stars: [1, 1, 0, 0, 0] }),
      agent({ conversations: 3 }),
    ]);
    expect(totals).toEqual({ conversations: 18, rated: 6, average: 3.5 });
    expect(ratingTotals([])).toEqual({ conversations: 0, rated: 0, average: null });
  });

  it('give star shares and the rated share in per cent', () => {
    expect(starShares([1, 0, 0, 1, 2])).toEqual([25, 0, 0, 25, 50]);
    expect(starShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(ratedShare(1, 3)).toBe(33);
    expect(ratedShare(0, 0)).toBeNull();
  });
});
