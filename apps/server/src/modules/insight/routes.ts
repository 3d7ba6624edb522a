import type { FastifyInstance } from 'fastify';
import { FUNCTION_SEARCH_LIMIT, searchFunctions } from '@portal/contract/calls/insight/function-search';
import { getSiteSearchAddress, SITE_SEARCH_PARAM } from '@portal/contract/calls/insight/site-search';
import { registerCall } from '../../plugins/envelope.ts';
import { createFunctionSearch } from './service.ts';

/** How old the search index may get: a publish or content change shows within this time. */
export const FUNCTION_SEARCH_TTL_MS = 30_000;
/** Searches one address may make per minute; suggestions while typing are debounced. */
const SEARCH_RATE = { max: 120, timeWindow: 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    functionSearch: ReturnType<typeof createFunctionSearch>;
  }
}

/** Issue 5 (insight): the header's function search and the public-site search address. */
export function insightRoutes(app: FastifyInstance): void {
  const search = createFunctionSearch(app.database.db, { ttlMs: FUNCTION_SEARCH_TTL_MS });
  app.decorate('functionSearch', search);

  registerCall(
    app,
    searchFunctions,
    async ({ keyword, channel }) => ({ items: await search.search(keyword, channel ?? 'qjmh', FUNCTION_SEARCH_LIMIT) }),
    { rateLimit: SEARCH_RATE },
  );
  registerCall(app, getSiteSearchAddress, async () => {
    const url = (await app.systemParams.get(SITE_SEARCH_PARAM))?.trim();
    // Only a web address is opened; anything else would be a link the browser should not follow.
    return { url: url && /^https?:\/\//i.test(url) ? url : null };
  });
}
