import type { ReactNode } from 'react';
import styles from './PageFrame.module.css';

/** The frame of the full-page enterprise screens (§2 /qywy/rights, /qywy/operation): a title band, the way back, the content. */
export function PageFrame({ title, subtitle, back, testId, children }: { title: string; subtitle: string; back: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <a href="#/" className={styles.back}>
          {back}
        </a>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

export { styles as frameStyles };
