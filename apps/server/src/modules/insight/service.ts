import type { Db } from '../../db/client.ts';
import { buildIndex, searchIndex, type IndexEntry } from './search-index.ts';
import * as repo from './repo.ts';

/**
 * The function-search index of one instance. It is rebuilt from the tables when it is older
 * than `ttlMs`, so a publish or a content change on any instance shows within that time;
 * concurrent searches share one rebuild.
 */
export function createFunctionSearch(db: Db, options: { ttlMs: number }) {
  let built: { index: IndexEntry[]; at: number } | undefined;
  let building: Promise<IndexEntry[]> | undefined;

  async function load(): Promise<IndexEntry[]> {
    const [pages, articles, products, funds, documents] = await Promise.all([
      repo.publishedPages(db),
      repo.publishedArticles(db),
      repo.publishedProducts(db),
      repo.publishedFunds(db),
      repo.publishedDocuments(db),
    ]);
    return buildIndex({ pages, articles, products, funds, documents });
  }

  async function index(): Promise<IndexEntry[]> {
    if (built && Date.now() - built.at < options.ttlMs) return built.index;
    building ??= load()
      .then((index) => {
        built = { index, at: Date.now() };
        return index;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  return {
    async search(keyword: string, channel: 'qjmh' | 'yqzl', limit: number) {
      return searchIndex(await index(), keyword, channel, limit);
    },
    /** Drops the index so the next search rebuilds it (tests, and changes made on this instance). */
    invalidate() {
      built = undefined;
    },
  };
}
