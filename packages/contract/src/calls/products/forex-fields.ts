import * as z from 'zod/mini';

/** One currency's quote per `unit` (100) units, in yuan; decimal strings with 4 places, null where the bank quotes none. */
export const ZForexQuote = z.object({
  curCode: z.string(),
  curName: z.string(),
  unit: z.int(),
  buyRate: z.nullable(z.string()),
  cashBuyRate: z.nullable(z.string()),
  sellRate: z.nullable(z.string()),
  cashSellRate: z.nullable(z.string()),
  middleRate: z.nullable(z.string()),
  quotedAt: z.string(),
});
export type ForexQuote = z.infer<typeof ZForexQuote>;
