import type { ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { APP_TEXTS } from '../../app/texts.ts';
import { AUTH_TEXTS as T } from './texts.ts';
import styles from './AuthFrame.module.css';

/** The full-page frame of /login and /register (§2: no header or footer): brand panel and card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <a href="#/" className={styles.logo}>
          <img src="/static/img/logo.svg" alt={APP_TEXTS.bankName} height={36} />
        </a>
        <a href="#/" className={styles.home}>
          {T.backHome}
        </a>
      </header>
      <main className={styles.body}>
        <section className={styles.brand} aria-label={T.brandTitle}>
          <h1>{T.brandTitle}</h1>
          <p className={styles.slogan}>{T.brandSlogan}</p>
          <ul>
            {T.brandPoints.map((point) => (
              <li key={point}>
                <CheckCircleFilled aria-hidden /> {point}
              </li>
            ))}
          </ul>
          <p className={styles.hotline}>{T.hotline}</p>
        </section>
        <section className={styles.card}>{children}</section>
      </main>
      <footer className={styles.footer}>© 2026 {APP_TEXTS.bankName} 版权所有</footer>
    </div>
  );
}
