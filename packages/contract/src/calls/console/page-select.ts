import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** The web client's timeout for the ebank variant: e-banking embeds it and must not wait. */
export const EBANK_SELECT_TIMEOUT_MS = 3_000;

const ZPublishedPage = z.object({
  pageCode: z.string(),
  pageName: z.string(),
  pageChannel: z.string(),
  version: z.int(),
  updatedAt: z.string(),
});
export type PublishedPage = z.infer<typeof ZPublishedPage>;

/** §7 Content /page/select: the published pages of a channel (all channels when absent). */
export const pageSelect = defineCall({
  method: 'POST',
  path: '/page/select',
  sealed: true,
  request: z.object({ pageChannel: z.optional(z.enum(['qjmh', 'yqzl'])) }),
  response: z.object({ items: z.array(ZPublishedPage) }),
});

/**
 * §7 Content /page/ebank/select: what enterprise e-banking embeds — the published portal
 * pages (channel qjmh) with the hash address e-banking opens. Callers use a short timeout
 * (EBANK_SELECT_TIMEOUT_MS) and show e-banking without the portal entries when it fails.
 */
export const pageEbankSelect = defineCall({
  method: 'POST',
  path: '/page/ebank/select',
  sealed: true,
  request: z.object({}),
  response: z.object({ items: z.array(z.extend(ZPublishedPage, { address: z.string() })) }),
});
