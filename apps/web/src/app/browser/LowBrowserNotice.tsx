import { useState } from 'react';
import { Link } from 'react-router-dom';
import { detectBrowser } from './browser-support.ts';
import { BROWSER_TEXTS, DOWNLOAD_CENTRE_PATH } from './texts.ts';
import styles from './LowBrowserNotice.module.css';

/** Once closed, the notice stays away for the rest of the browser session. */
const DISMISSED_KEY = 'lowBrowserNoticeDismissed';

/**
 * A non-blocking strip for a browser below the recommended version (§9 Chrome below 88): the
 * portal still runs, so the customer is told, not stopped.
 */
export function LowBrowserNotice() {
  const [browser] = useState(detectBrowser);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (!browser.low || dismissed) return null;
  const name = BROWSER_TEXTS.familyNames[browser.family] ?? BROWSER_TEXTS.familyNames.other!;
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <div className={styles.notice} role="status" data-testid="low-browser-notice">
      <p className={styles.text}>
        {BROWSER_TEXTS.lowNotice(name)}
        <Link className={styles.link} to={DOWNLOAD_CENTRE_PATH}>
          {BROWSER_TEXTS.downloadCentre}
        </Link>
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label={BROWSER_TEXTS.dismiss}>
        ×
      </button>
    </div>
  );
}
