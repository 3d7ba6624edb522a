import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZSystemToken } from './fields.ts';

export const ZRecommendedFunction = z.object({
  iconUrl: ZText,
  functionName: ZText,
  /** A portal route (`#/…`) or an https address the function opens. */
  url: ZText,
});
export type RecommendedFunction = z.infer<typeof ZRecommendedFunction>;

/** A quick entry asks the assistant `question` (its name when empty). */
export const ZQuickEntry = z.object({ functionName: ZText, question: ZText });
export type QuickEntry = z.infer<typeof ZQuickEntry>;

/** Human service hours in China time, `HH:mm`. */
export const ZServiceHours = z.object({ start: z.string(), end: z.string() });

/**
 * §7 getCustomerSetting: what operators configured for the window: recommended functions
 * (carousel), quick entries, and the human service hours with whether they are open now.
 */
export const getCustomerSetting = defineCall({
  method: 'POST',
  path: '/customerService/getCustomerSetting',
  sealed: true,
  request: z.object({ systemToken: ZSystemToken }),
  response: z.object({
    suggestData: z.array(ZRecommendedFunction),
    quickEntryData: z.array(ZQuickEntry),
    serviceHours: ZServiceHours,
    inServiceHours: z.boolean(),
  }),
});
