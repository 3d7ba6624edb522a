import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** The longest period one report covers, in days. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
/** Days are counted in the bank's time zone. */
export const ANALYTICS_TIME_ZONE = 'Asia/Shanghai';

// An impossible day passes here: the report answers it with its own code (ANALYTICS_BAD_PERIOD, field).
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-mm-dd'));
const count = z.int();

/**
 * The operators' analytics over a period of whole days (inclusive, bank time): page views per
 * day, top menus, banner click-through, error rate by call, logins by method, top pages.
 */
export const analyticsReport = defineCall({
  method: 'POST',
  path: '/operator/analytics/report',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ from: day, to: day }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    totals: z.object({
      pageViews: count,
      menuClicks: count,
      bannerShows: count,
      bannerClicks: count,
      logins: count,
      apiErrors: count,
      calls: count,
      failures: count,
    }),
    /** One entry per day of the period, zero-filled. */
    pageViewsByDay: z.array(z.object({ day: z.string(), views: count })),
    topMenus: z.array(z.object({ label: z.string(), trackId: z.nullable(z.string()), clicks: count })),
    banners: z.array(
      z.object({ trackId: z.string(), label: z.string(), shows: count, clicks: count, rate: z.nullable(z.number()) }),
    ),
    callErrors: z.array(
      z.object({
        path: z.string(),
        calls: count,
        failures: count,
        rate: z.number(),
        topCodes: z.array(z.object({ code: count, count })),
      }),
    ),
    /** Failures the browsers reported (§8 Transport error events), by call and code. */
    clientErrors: z.array(z.object({ path: z.string(), code: z.string(), count })),
    logins: z.array(z.object({ method: z.string(), count })),
    topPages: z.array(z.object({ pageUrl: z.string(), pageName: z.string(), pageCode: z.string(), views: count })),
  }),
});
