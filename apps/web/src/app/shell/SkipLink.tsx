import type { MouseEvent } from 'react';
import { SHELL_TEXTS } from './texts.ts';
import styles from './SkipLink.module.css';

/** The id of every customer screen's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'portal-main-content';

/**
 * 跳到主要内容 (issue 38): the first stop of the Tab key, shown when focused, jumping past the
 * header's menus. The router lives in the address's hash, so following `#portal-main-content`
 * would change the route: the click moves the focus itself instead.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      {SHELL_TEXTS.skipToContent}
    </a>
  );
}
