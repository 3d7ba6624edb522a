import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { EnterprisePicker } from './EnterprisePicker.tsx';
import { FRAME_TEXTS, OPEN_PLATFORM_NAV } from './nav.ts';
import styles from './OpenPlatformFrame.module.css';

/**
 * The frame of every full-page /yqzl screen: brand band, the platform's navigation, the page;
 * an enterprise's screens (`forEnterprise`) also offer the choice of enterprise to a user with several.
 */
export function OpenPlatformFrame({ title, testId, forEnterprise = false, children }: { title: string; testId: string; forEnterprise?: boolean; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.head}>
        <span className={styles.brand}>{FRAME_TEXTS.brand}</span>
        <a href="#/" className={styles.back}>
          {FRAME_TEXTS.backToPortal}
        </a>
      </header>
      <nav className={styles.nav} aria-label={FRAME_TEXTS.navLabel}>
        {OPEN_PLATFORM_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {forEnterprise && <EnterprisePicker />}
        </div>
        {children}
      </main>
    </div>
  );
}

export { styles as openPlatformStyles };
