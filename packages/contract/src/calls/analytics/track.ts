import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

export const TRACK_EVENT_TYPES = ['page_view', 'banner_show', 'banner_click', 'menu_click', 'module_click', 'api_error'] as const;

export const ZTrackEvent = z.object({
  type: z.enum(TRACK_EVENT_TYPES),
  trackId: z.optional(z.string().check(z.maxLength(64))),
  label: z.optional(z.string().check(z.maxLength(100))),
  pageCode: z.string().check(z.maxLength(64)),
  pageUrl: z.string().check(z.maxLength(2048)),
  referrer: z.optional(z.string().check(z.maxLength(2048))),
  at: z.int(),
});
export type TrackEvent = z.infer<typeof ZTrackEvent>;

/** Click-tracking and page-view events (§3 Home data, §7 Other), sent in small batches. */
export const trackEvents = defineCall({
  method: 'POST',
  path: '/analytics/track',
  sealed: true,
  request: z.object({ events: z.array(ZTrackEvent).check(z.minLength(1), z.maxLength(50)) }),
  response: z.object({ accepted: z.int() }),
});
