import { LOGIN_METHODS, type TrackEvent } from '@portal/contract/calls/analytics/track';
import { AppError } from '../../errors.ts';

/** Client clocks drift, and a tab may send what it kept over a reload: a week either side is plenty. */
const CLOCK_WINDOW_MS = 7 * 24 * 3600_000;
const DETAIL_KEYS_MAX = 8;
/** Router-history urls are hash routes of this portal (`#/…`), or empty on the first page. */
const PAGE_URL_RE = /^(#\/.*)?$/;

/**
 * What the schema cannot say about an event: each type carries the facts its reports need.
 * Returns the field of the first bad event, so a broken client sees exactly what is wrong.
 */
export function badEventField(event: TrackEvent, now: number): string | undefined {
  if (Math.abs(event.at - now) > CLOCK_WINDOW_MS) return 'at';
  if (!PAGE_URL_RE.test(event.pageUrl)) return 'pageUrl';
  if (event.referrer && !PAGE_URL_RE.test(event.referrer)) return 'referrer';
  if (event.previousUrl && !PAGE_URL_RE.test(event.previousUrl)) return 'previousUrl';
  const detail = event.detail ?? {};
  if (Object.keys(detail).length > DETAIL_KEYS_MAX) return 'detail';
  switch (event.type) {
    case 'banner_show':
    case 'banner_click':
      return event.trackId ? undefined : 'trackId';
    case 'menu_click':
      return event.label ? undefined : 'label';
    case 'api_error':
      if (typeof detail.path !== 'string' || !detail.path.startsWith('/')) return 'detail.path';
      return detail.code === undefined || detail.code === '' ? 'detail.code' : undefined;
    case 'login':
      return (LOGIN_METHODS as readonly unknown[]).includes(detail.method) ? undefined : 'detail.method';
    default:
      return undefined;
  }
}

/** Refuses a batch holding a bad event with ANALYTICS_BAD_EVENT and the event's field. */
export function checkEvents(events: TrackEvent[], now = Date.now()): void {
  events.forEach((event, i) => {
    const field = badEventField(event, now);
    if (field) throw new AppError('ANALYTICS_BAD_EVENT', { field: `events.${i}.${field}` });
  });
}
