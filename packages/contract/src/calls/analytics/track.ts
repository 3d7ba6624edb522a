import { z } from 'zod';
import { defineCall } from '../../call.ts';

export const TRACK_EVENT_TYPES = ['page_view', 'banner_show', 'banner_click', 'menu_click', 'module_click', 'api_error'] as const;

export const ZTrackEvent = z.object({
  type: z.enum(TRACK_EVENT_TYPES),
  trackId: z.string().max(64).optional(),
  label: z.string().max(100).optional(),
  pageCode: z.string().max(64),
  pageUrl: z.string().max(2048),
  referrer: z.string().max(2048).optional(),
  at: z.number().int(),
});
export type TrackEvent = z.infer<typeof ZTrackEvent>;

/** Click-tracking and page-view events (§3 Home data, §7 Other), sent in small batches. */
export const trackEvents = defineCall({
  method: 'POST',
  path: '/analytics/track',
  sealed: true,
  request: z.object({ events: z.array(ZTrackEvent).min(1).max(50) }),
  response: z.object({ accepted: z.number().int() }),
});
