import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MAX_POLLS, CHAT_TEXT_MAX, DO_NOT_EVALUATE_MS, EVALUATION_MAX_OPTIONS } from '@portal/contract/limits';
import { CHAT_MESSAGES, EVALUATION_MESSAGES } from '@portal/contract/messages';
import { batchCount, batchOf, chatImageError, chatTextError, isExitCommand, isImageAddress, nextBatch, typingDots, waitingPhrase } from './chat-rules.ts';
import { chinaHour, firstBotMessage, greetingFor } from './greeting.ts';
import { afterPoll, customersAhead, endMessage, FRESH_COUNTER, pollTimeoutReason, type PollCounter } from './human-session.ts';
import {
  confirmError,
  DO_NOT_EVALUATE_KEY,
  evaluateSuppressed,
  maxPoint,
  ratingLabel,
  reasonsAfterRating,
  rememberDoNotEvaluate,
  showsReasons,
  toggleReason,
} from './rating-rules.ts';

/** A moment at hh:mm China time (UTC+8, no daylight saving). */
const chinaTime = (hh: number, mm = 0) => new Date(Date.UTC(2026, 4, 20, hh - 8, mm));

describe('greeting by China time', () => {
  it('reads the hour in China whatever the zone of the machine', () => {
    expect(chinaHour(new Date('2026-05-20T00:30:00Z'))).toBe(8);
    expect(chinaHour(new Date('2026-05-20T16:00:00Z'))).toBe(0);
  });

  it.each([
    [0, '晚上好'],
    [4, '晚上好'],
    [5, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [10, '上午好'],
    [11, '中午好'],
    [12, '中午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
  ])('%i:30 → %s', (hour, greeting) => {
    expect(greetingFor(chinaTime(hour, 30))).toBe(greeting);
  });

  it('first bot message: greeting, then the introduction and invitation', () => {
    expect(firstBotMessage(chinaTime(14))).toBe(`下午好！${CHAT_MESSAGES.introduction}`);
  });
});

describe('chat text rules', () => {
  it('refuses empty and blank text with the spec message', () => {
    expect(chatTextError('', false)).toBe(CHAT_MESSAGES.emptyContent);
    expect(chatTextError('  \n ', false)).toBe(CHAT_MESSAGES.emptyContent);
  });

  it('refuses text over the limit', () => {
    expect(chatTextError('好'.repeat(CHAT_TEXT_MAX), false)).toBeNull();
    expect(chatTextError('好'.repeat(CHAT_TEXT_MAX + 1), false)).toMatch(/不能超过/);
  });

  it('< > & are refused only for a human agent', () => {
    for (const text of ['a<b', 'x > y', 'A&B']) {
      expect(chatTextError(text, true)).toBe(CHAT_MESSAGES.humanForbiddenChars);
      expect(chatTextError(text, false)).toBeNull();
    }
    expect(chatTextError('你好，请问转账限额是多少？', true)).toBeNull();
  });

  it('Q and exit leave, in any case and with spaces; other text does not', () => {
    for (const w of ['Q', 'q', ' exit ', 'EXIT', 'Exit\n']) expect(isExitCommand(w)).toBe(true);
    for (const w of ['quit', 'exit now', 'QQ', '退出', '']) expect(isExitCommand(w)).toBe(false);
  });
});

describe('chat picture rules', () => {
  it('accepts the five formats under 5 MB, any case of extension', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.bmp', 'e.Gif']) expect(chatImageError({ name, size: 1024 })).toBeNull();
  });

  it('refuses other formats with the format message', () => {
    for (const name of ['a.webp', 'b.pdf', 'noext', 'c.png.exe']) expect(chatImageError({ name, size: 10 })).toBe(CHAT_MESSAGES.imageFormat);
  });

  it('refuses 5 MB and more with the size message', () => {
    expect(chatImageError({ name: 'a.png', size: CHAT_IMAGE_MAX_BYTES - 1 })).toBeNull();
    expect(chatImageError({ name: 'a.png', size: CHAT_IMAGE_MAX_BYTES })).toBe(CHAT_MESSAGES.imageTooLarge);
  });

  it('loads pictures only from the site or http(s)', () => {
    expect(isImageAddress('/qjmh/api/customerService/image/12')).toBe(true);
    expect(isImageAddress('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('//evil.example.com/a.png')).toBe(false);
  });
});

describe('related-question batches', () => {
  const list = Array.from({ length: 12 }, (_, i) => `问题${i + 1}`);

  it('shows five at a time and 换一批 cycles through them', () => {
    expect(batchCount(12)).toBe(3);
    expect(batchOf(list, 0)).toEqual(list.slice(0, 5));
    expect(batchOf(list, 1)).toEqual(list.slice(5, 10));
    expect(batchOf(list, 2)).toEqual(list.slice(10));
    expect(nextBatch(2, 12)).toBe(0);
    expect(nextBatch(0, 12)).toBe(1);
  });

  it('a short list is one batch', () => {
    expect(batchCount(3)).toBe(1);
    expect(batchCount(0)).toBe(1);
    expect(nextBatch(0, 5)).toBe(0);
  });
});

describe('typing indicator', () => {
  it('picks one of the three waiting phrases', () => {
    expect(waitingPhrase(() => 0)).toBe(CHAT_MESSAGES.waitingPhrases[0]);
    expect(waitingPhrase(() => 0.5)).toBe(CHAT_MESSAGES.waitingPhrases[1]);
    expect(waitingPhrase(() => 0.999)).toBe(CHAT_MESSAGES.waitingPhrases[2]);
  });

  it('cycles one to three dots', () => {
    expect([0, 1, 2, 3, 4].map(typingDots)).toEqual(['.', '..', '...', '.', '..']);
  });
});

describe('poll counter of a human conversation', () => {
  const silent: never[] = [];
  const agentText = [{ sender: 'agent' as const, msgType: 'text' as const }];
  const run = (counter: PollCounter, n: number) => {
    let c = counter;
    for (let i = 0; i < n; i++) c = afterPoll(c, silent);
    return c;
  };

  it('ends at the 60th silent poll with reason 2 when no agent ever answered', () => {
    const c = run(FRESH_COUNTER, CHAT_MAX_POLLS - 1);
    expect(pollTimeoutReason(c)).toBeNull();
    expect(pollTimeoutReason(afterPoll(c, silent))).toBe(2);
  });

  it('an agent message starts the count again; silence after it ends with reason 1', () => {
    let c = run(FRESH_COUNTER, 50);
    c = afterPoll(c, agentText);
    expect(c).toEqual({ silentPolls: 0, agentAnswered: true });
    c = run(c, CHAT_MAX_POLLS - 1);
    expect(pollTimeoutReason(c)).toBeNull();
    expect(pollTimeoutReason(afterPoll(c, silent))).toBe(1);
  });

  it('the agent joining resets the count like the server does; system notices do not', () => {
    expect(afterPoll({ silentPolls: 10, agentAnswered: false }, [{ sender: 'system', msgType: 'notice' }]).silentPolls).toBe(11);
    expect(afterPoll({ silentPolls: 10, agentAnswered: false }, [{ sender: 'system', msgType: 'msgStart' }])).toEqual({
      silentPolls: 0,
      agentAnswered: true,
    });
  });

  it('says why it ended', () => {
    expect(endMessage(1)).toBe(CHAT_MESSAGES.endedLongSilence);
    expect(endMessage(2)).toBe(CHAT_MESSAGES.endedConnectTimeout);
    expect(endMessage(4)).toBe(CHAT_MESSAGES.humanDisconnected);
    expect(endMessage(null)).toBe(CHAT_MESSAGES.humanDisconnected);
  });

  it('position 1 means nobody ahead', () => {
    expect(customersAhead(1)).toBe(0);
    expect(customersAhead(4)).toBe(3);
    expect(customersAhead(0)).toBe(0);
  });
});

describe('rating rules', () => {
  const levels = ['非常不满意', '不满意', '一般', '满意', '非常满意'].map((name, i) => ({ name, point: i + 1 }));

  it('0 reads 未评价, otherwise the level name', () => {
    expect(ratingLabel(0, levels)).toBe(EVALUATION_MESSAGES.notRated);
    expect(ratingLabel(3, levels)).toBe('一般');
    expect(maxPoint(levels)).toBe(5);
  });

  it('reasons show below the top score and are cleared at it', () => {
    expect(showsReasons(0, 5)).toBe(false);
    expect(showsReasons(4, 5)).toBe(true);
    expect(showsReasons(5, 5)).toBe(false);
    expect(reasonsAfterRating(5, 5, ['a', 'b'])).toEqual([]);
    expect(reasonsAfterRating(3, 5, ['a'])).toEqual(['a']);
  });

  it('2 stars or fewer need a reason; no stars cannot be confirmed', () => {
    expect(confirmError(0, [])).toBe(EVALUATION_MESSAGES.pickStars);
    expect(confirmError(2, [])).toBe(EVALUATION_MESSAGES.reasonRequired);
    expect(confirmError(1, ['a'])).toBeNull();
    expect(confirmError(3, [])).toBeNull();
  });

  it('at most five reasons', () => {
    let selected: string[] = [];
    for (let i = 0; i < EVALUATION_MAX_OPTIONS; i++) selected = toggleReason(selected, `r${i}`).selected;
    const sixth = toggleReason(selected, 'r9');
    expect(sixth.selected).toHaveLength(EVALUATION_MAX_OPTIONS);
    expect(sixth.error).toBe(EVALUATION_MESSAGES.maxOptions);
    expect(toggleReason(selected, 'r0').selected).toHaveLength(EVALUATION_MAX_OPTIONS - 1);
  });

  it('"3天内不再提醒" hides the button for exactly three days', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const t0 = Date.UTC(2026, 0, 1);
    expect(evaluateSuppressed(storage, t0)).toBe(false);
    rememberDoNotEvaluate(storage, t0);
    expect(store.get(DO_NOT_EVALUATE_KEY)).toBe(String(t0));
    expect(evaluateSuppressed(storage, t0 + DO_NOT_EVALUATE_MS - 1)).toBe(true);
    expect(evaluateSuppressed(storage, t0 + DO_NOT_EVALUATE_MS)).toBe(false);
    store.set(DO_NOT_EVALUATE_KEY, 'garbage');
    expect(evaluateSuppressed(storage, t0)).toBe(false);
  });
});
