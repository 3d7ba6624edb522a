import { useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { SHELL_TEXTS } from './texts.ts';
import styles from './Header.module.css';

/** Function-name search of the main bar; the caller decides where the keyword goes. */
export function HeaderSearch({ onSearch }: { onSearch?: ((keyword: string) => void) | undefined }) {
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed) onSearch?.(trimmed);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit} data-testid="header-search">
      <input
        className={styles.searchInput}
        type="search"
        value={keyword}
        maxLength={50}
        placeholder={SHELL_TEXTS.searchPlaceholder}
        aria-label={SHELL_TEXTS.searchLabel}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label={SHELL_TEXTS.searchButton}>
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
