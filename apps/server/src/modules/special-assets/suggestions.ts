import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import { SuggestionIndex } from './suggestion-index.ts';

/** How often a caller may trigger the one-row check whether the catalogue changed. */
const STAMP_CHECK_MS = 2_000;

/**
 * The suggestion index of this process (ARCHITECTURE §6: a process-local cache where staleness
 * is harmless). Every STAMP_CHECK_MS at most, a call reads max(updated_at); when it changed
 * (here or on another instance) the index is rebuilt in the background while callers keep
 * using the previous one, so a rebuild never sits in a caller's reply time.
 */
export function createSuggestions(db: Db) {
  let index: SuggestionIndex | null = null;
  let stamp = '';
  let checkedAt = 0;
  let building: Promise<SuggestionIndex> | null = null;

  function rebuild(): Promise<SuggestionIndex> {
    building ??= (async () => {
      const at = await repo.catalogueStamp(db);
      const next = await SuggestionIndex.build(await repo.indexRows(db));
      index = next;
      stamp = at;
      checkedAt = Date.now();
      return next;
    })().finally(() => (building = null));
    return building;
  }

  async function current(): Promise<SuggestionIndex> {
    if (!index) return rebuild();
    if (Date.now() - checkedAt > STAMP_CHECK_MS) {
      checkedAt = Date.now();
      if ((await repo.catalogueStamp(db)) !== stamp) void rebuild().catch(() => undefined);
    }
    return index;
  }

  return {
    current,
    /** After a change made here: the next call sees it (rebuilt before answering). */
    async refresh(): Promise<void> {
      // A build already running may have read the catalogue before the change.
      if (building) await building.catch(() => undefined);
      await rebuild();
    },
  };
}
