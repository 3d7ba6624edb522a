import { CHAT_MESSAGES } from '@portal/contract/messages';

const CHINA_HOUR = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: 'numeric', hourCycle: 'h23' });

/** The hour (0-23) in China time, whatever the browser's zone. */
export function chinaHour(at: Date): number {
  const hour = CHINA_HOUR.formatToParts(at).find((p) => p.type === 'hour')?.value;
  return Number(hour) % 24;
}

/**
 * The time-of-day greeting of the first bot message (§2), by the hour in China time:
 * 05-08 早上好, 09-10 上午好, 11-12 中午好, 13-17 下午好, 18-04 晚上好.
 */
export function greetingFor(at: Date): string {
  const hour = chinaHour(at);
  const g = CHAT_MESSAGES.greetings;
  if (hour >= 5 && hour < 9) return g.morning;
  if (hour >= 9 && hour < 11) return g.forenoon;
  if (hour >= 11 && hour < 13) return g.noon;
  if (hour >= 13 && hour < 18) return g.afternoon;
  return g.evening;
}

/** The first bot message: the greeting, then the assistant's introduction and invitation. */
export function firstBotMessage(at: Date): string {
  return `${greetingFor(at)}！${CHAT_MESSAGES.introduction}`;
}
