import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

export const TRACK_EVENT_TYPES = ['page_view', 'banner_show', 'banner_click', 'menu_click', 'module_click', 'api_error', 'login'] as const;
export type TrackEventType = (typeof TRACK_EVENT_TYPES)[number];

/** How a customer logged in (a `login` event's `detail.method`). */
export const LOGIN_METHODS = ['password', 'sms', 'qr', 'register', 'open', 'workspace', 'certificate'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Most events in one batch; the browser sends smaller ones every couple of seconds. */
export const TRACK_BATCH_MAX = 50;

const url = ZText.check(z.maxLength(2048));

export const ZTrackEvent = z.object({
  type: z.enum(TRACK_EVENT_TYPES),
  trackId: z.optional(ZText.check(z.maxLength(64))),
  label: z.optional(ZText.check(z.maxLength(100))),
  /** Router history of §3: the current page's code, url and name … */
  pageCode: ZText.check(z.maxLength(64)),
  pageUrl: url,
  pageName: z.optional(ZText.check(z.maxLength(100))),
  /** … the referrer page and the page before that. */
  referrer: z.optional(url),
  previousUrl: z.optional(url),
  /**
   * Type-specific facts, flat and small: an `api_error`'s call `path` and `code`, a `login`'s
   * `method`. Checked per type by the server.
   */
  detail: z.optional(z.record(ZText.check(z.maxLength(32)), z.union([ZText.check(z.maxLength(200)), z.number()]))),
  /** Client clock (epoch ms) when it happened. */
  at: z.int(),
});
export type TrackEvent = z.infer<typeof ZTrackEvent>;

/**
 * Analytics events of §7 Other (API errors, logins, banner shows and clicks, menu clicks, page
 * views with the router-history fields of §3), sent in small batches; rate-limited per client.
 */
export const trackEvents = defineCall({
  method: 'POST',
  path: '/analytics/track',
  sealed: true,
  request: z.object({ events: z.array(ZTrackEvent).check(z.minLength(1), z.maxLength(TRACK_BATCH_MAX)) }),
  response: z.object({ accepted: z.int() }),
});
