import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import { FUNCTION_SEARCH_KEYWORD_MAX, type SearchHit } from '@portal/contract/calls/insight/function-search';
import { classifyConfigUrl } from '../../ui/ConfigLink.tsx';
import { channelOf, pageCodeOf } from '../page-code.ts';
import type { Track } from '../track.ts';
import type { FunctionEntry } from './function-search.ts';
import { SEARCH_KIND_LABELS, SEARCH_TEXTS } from './search-texts.ts';
import { prefetchSiteSearch, siteSearchUrl, useSiteSearchAddress } from './site-search-address.ts';
import { SHELL_TEXTS } from './texts.ts';
import { useFunctionSuggestions } from './useFunctionSuggestions.ts';
import styles from './HeaderSearch.module.css';

function openInNewWindow(href: string): void {
  window.open(href, '_blank', 'noopener');
}

/**
 * Function-name search of the main bar (§2): suggestions of menu functions and content while
 * the user types (Chinese or pinyin), arrow keys to choose one, Enter to open it; Enter with no
 * suggestion chosen opens the public-site search in a new window with `searchkey` (§7 Other).
 */
export function HeaderSearch({ index, track }: { index: FunctionEntry[]; track: Track }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const listId = useId();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  /** The suggestion chosen with the arrow keys or the mouse; -1 for none. */
  const [active, setActive] = useState(-1);
  const { items, pending } = useFunctionSuggestions(index, keyword, channelOf(pageCodeOf(search)));
  const term = keyword.trim();
  const siteAddress = useSiteSearchAddress();
  const showList = open && term !== '';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (hit: SearchHit) => {
    track({ type: 'menu_click', trackId: 'header_search', label: hit.label });
    close();
    setKeyword('');
    const target = classifyConfigUrl(hit.url);
    if (target.kind === 'internal' && !hit.newPage) navigate(target.to);
    else if (target.kind === 'internal') openInNewWindow(`#${target.to}`);
    else if (target.kind === 'external' || target.kind === 'other') openInNewWindow(target.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = active >= 0 ? items[active] : undefined;
    if (chosen) return go(chosen);
    if (term === '') return;
    const site = siteSearchUrl(term);
    if (site) {
      close();
      openInNewWindow(site);
    } else if (items[0]) {
      // No public-site search configured: the best suggestion is the next best thing.
      go(items[0]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "none chosen", down picks the first and up the last.
      setActive((i) => (i < 0 ? (step > 0 ? 0 : items.length - 1) : (i + step + items.length) % items.length));
    } else if (event.key === 'Escape') {
      // An open list takes this Escape; the menu drawer around the search stays open.
      if (showList) event.preventDefault();
      close();
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <form role="search" className={styles.search} onSubmit={submit} data-testid="header-search">
      <input
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && items[active] ? optionId(active) : undefined}
        value={keyword}
        maxLength={FUNCTION_SEARCH_KEYWORD_MAX}
        placeholder={SHELL_TEXTS.searchPlaceholder}
        aria-label={SHELL_TEXTS.searchLabel}
        onChange={(event) => {
          setKeyword(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          prefetchSiteSearch();
          setOpen(true);
        }}
        // Let a click on a suggestion land before the list closes.
        onBlur={() => window.setTimeout(close, 150)}
      />
      <button type="submit" className={styles.button} aria-label={SHELL_TEXTS.searchButton}>
        <ShellIcon icon={SearchOutlined} />
      </button>
      {showList && (
        <div className={styles.popup}>
        <ul className={styles.list} id={listId} role="listbox" aria-label={SHELL_TEXTS.searchLabel} aria-busy={pending} data-testid="header-search-results">
          {items.length === 0 && (
            <li className={styles.empty} role="option" aria-selected={false} aria-disabled>
              {pending ? SEARCH_TEXTS.searching : SHELL_TEXTS.searchNoResult}
            </li>
          )}
          {items.map((hit, i) => (
            <li
              key={`${hit.kind}|${hit.label}|${hit.url}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(hit)}
            >
              <span className={styles.head}>
                <span className={styles.kind} data-kind={hit.kind}>
                  {SEARCH_KIND_LABELS[hit.kind]}
                </span>
                <span className={styles.label}>{hit.label}</span>
              </span>
              {hit.trail.length > 0 && <span className={styles.trail}>{hit.trail.join(' › ')}</span>}
            </li>
          ))}
        </ul>
          {siteAddress && term !== '' && <p className={styles.hint}>{SEARCH_TEXTS.siteSearchHint.replace('{keyword}', term)}</p>}
        </div>
      )}
    </form>
  );
}
