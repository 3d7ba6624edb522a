import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchOutlined } from '@ant-design/icons';
import { classifyConfigUrl } from '../../ui/ConfigLink.tsx';
import type { Track } from '../track.ts';
import { searchFunctions, type FunctionEntry } from './function-search.ts';
import { SHELL_TEXTS } from './texts.ts';
import styles from './HeaderSearch.module.css';

const KEYWORD_MAX = 50;

/**
 * Function-name search of the main bar (§2): suggestions from the configured menus while the
 * user types, arrow keys to choose, Enter to open the chosen (or best) match.
 */
export function HeaderSearch({ index, track }: { index: FunctionEntry[]; track: Track }) {
  const navigate = useNavigate();
  const listId = useId();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchFunctions(index, keyword), [index, keyword]);
  const showList = open && keyword.trim() !== '';

  const go = (entry: FunctionEntry | undefined) => {
    if (!entry) return;
    track({ type: 'menu_click', trackId: 'header_search', label: entry.label });
    setOpen(false);
    setKeyword('');
    const target = classifyConfigUrl(entry.url);
    if (target.kind === 'internal') navigate(target.to);
    else if (target.kind === 'external' || target.kind === 'other') window.open(target.href, '_blank', 'noopener');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(results[active] ?? results[0]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit} data-testid="header-search">
      <input
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        value={keyword}
        maxLength={KEYWORD_MAX}
        placeholder={SHELL_TEXTS.searchPlaceholder}
        aria-label={SHELL_TEXTS.searchLabel}
        onChange={(event) => {
          setKeyword(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // Let a click on a suggestion land before the list closes.
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" className={styles.button} aria-label={SHELL_TEXTS.searchButton}>
        <SearchOutlined aria-hidden />
      </button>
      {showList && (
        <ul className={styles.list} id={listId} role="listbox" data-testid="header-search-results">
          {results.length === 0 && (
            <li className={styles.empty} role="option" aria-selected={false} aria-disabled>
              {SHELL_TEXTS.searchNoResult}
            </li>
          )}
          {results.map((entry, i) => (
            <li
              key={`${entry.label}|${entry.url}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(entry)}
            >
              <span className={styles.label}>{entry.label}</span>
              {entry.trail.length > 0 && <span className={styles.trail}>{entry.trail.join(' › ')}</span>}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
