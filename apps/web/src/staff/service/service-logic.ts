import type { CallResponse } from '@portal/contract/call';
import type { chatRatings } from '@portal/contract/calls/operator/chat-ratings';
import type { ChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { SERVICE_TEXTS as T } from './texts.ts';

/** Pure rules of the operators' customer-service screens. */

export type AgentRatings = CallResponse<typeof chatRatings>['agents'][number];

/** `HH:mm` on a 24-hour clock, `24:00` allowed as the end of the day (the contract's rule). */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(value);
}

/**
 * What a pair of service hours means when it is not a plain day span (the server's rule: a span
 * past midnight runs into the next day, equal bounds close human service). Null for a plain span
 * or times not yet valid.
 */
export function serviceHoursNote(start: string, end: string): string | null {
  if (!isClockTime(start) || !isClockTime(end)) return null;
  if (start === end) return T.hoursClosed;
  return start > end ? T.hoursOvernight(start, end) : null;
}

/** A server field path (`suggestData.0.url`) as the form names it (`['suggestData', 0, 'url']`). */
export function formFieldName(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const ICON_RE = /^(\/|https:\/\/)/;
const LINK_RE = /^(#\/|\/|https:\/\/)/;
export const isIconAddress = (value: string) => ICON_RE.test(value.trim());
export const isFunctionLink = (value: string) => LINK_RE.test(value.trim());

/** What the form holds, tidied for sending: text trimmed, empty rows of the lists left out. */
export function tidySettings(values: ChatSettings): ChatSettings {
  return {
    ...values,
    suggestData: (values.suggestData ?? []).map((s) => ({ iconUrl: s.iconUrl.trim(), functionName: s.functionName.trim(), url: s.url.trim() })),
    quickEntryData: (values.quickEntryData ?? []).map((q) => ({ functionName: q.functionName.trim(), question: (q.question ?? '').trim() })),
    serviceHours: { start: values.serviceHours.start.trim(), end: values.serviceHours.end.trim() },
    cannedReplies: (values.cannedReplies ?? []).map((r) => r.trim()).filter((r) => r !== ''),
  };
}

/** The whole team over the range: conversations, rated ones and the average over all ratings. */
export function ratingTotals(agents: readonly AgentRatings[]): { conversations: number; rated: number; average: number | null } {
  let conversations = 0;
  let rated = 0;
  let ratings = 0;
  let points = 0;
  for (const a of agents) {
    conversations += a.conversations;
    rated += a.rated;
    a.stars.forEach((count, i) => {
      ratings += count;
      points += count * (i + 1);
    });
  }
  return { conversations, rated, average: ratings > 0 ? Math.round((points / ratings) * 100) / 100 : null };
}

/** Share of each star level (index 0 = 1 star) in per cent of the rated conversations, for the bars. */
export function starShares(stars: readonly number[]): number[] {
  const total = stars.reduce((n, c) => n + c, 0);
  return stars.map((c) => (total === 0 ? 0 : Math.round((c / total) * 100)));
}

/** Per cent rated of the conversations, or null when there were none. */
export function ratedShare(rated: number, conversations: number): number | null {
  return conversations === 0 ? null : Math.round((rated / conversations) * 100);
}
