import { useEffect, useMemo, useState } from 'react';
import { searchFunctions as searchCall, type SearchHit } from '@portal/contract/calls/insight/function-search';
import { callApi } from '../../api/client.ts';
import type { Channel } from '../page-code.ts';
import { searchFunctions, type FunctionEntry } from './function-search.ts';

/** Typing pauses this long before the server is asked. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Suggestions for the header search: this page's menus at once (by text), then the server's
 * answer (all channels' menus and published content, by text and pinyin) once typing pauses.
 * If the server cannot answer, the search settles on the local matches (never "searching" for ever).
 */
export function useFunctionSuggestions(index: FunctionEntry[], keyword: string, channel: Channel) {
  const term = keyword.trim();
  const [remote, setRemote] = useState<{ term: string; items: SearchHit[] | null } | undefined>();
  const local = useMemo<SearchHit[]>(() => searchFunctions(index, term).map((e) => ({ kind: 'menu', ...e })), [index, term]);

  useEffect(() => {
    if (term === '') return;
    let live = true;
    const timer = window.setTimeout(() => {
      callApi(searchCall, { keyword: term, channel }).then(
        ({ items }) => {
          if (live) setRemote({ term, items });
        },
        () => {
          if (live) setRemote({ term, items: null });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [term, channel]);

  const settled = remote?.term === term;
  return { items: (settled ? remote.items : null) ?? local, pending: term !== '' && !settled };
}
