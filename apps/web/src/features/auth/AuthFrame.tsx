import type { ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import type { LoginPageView } from '@portal/contract/calls/login-pages/fields';
import { APP_TEXTS } from '../../app/texts.ts';
import { AUTH_TEXTS as T } from './texts.ts';
import styles from './AuthFrame.module.css';

/**
 * The full-page frame of /login and /register (§2: no header or footer): brand panel and card.
 * A login page's configuration (`look`) replaces the title, subtitle and background.
 */
export function AuthFrame({ children, look }: { children: ReactNode; look?: LoginPageView }) {
  // The server accepts only http(s) or site-relative addresses without quotes or brackets.
  const background = look?.backgroundUrl ? { background: `#0d3b82 url("${look.backgroundUrl}") center / cover no-repeat` } : undefined;
  return (
    <div className={styles.page} style={background}>
      <header className={styles.top}>
        <a href="#/" className={styles.logo}>
          <img src="/static/img/logo.svg" alt={APP_TEXTS.bankName} height={36} />
        </a>
        <a href="#/" className={styles.home}>
          {T.backHome}
        </a>
      </header>
      <main className={styles.body}>
        <section className={styles.brand} aria-label={look?.title ?? T.brandTitle}>
          <h1 data-testid="login-page-title">{look?.title ?? T.brandTitle}</h1>
          <p className={styles.slogan}>{look?.subtitle ?? T.brandSlogan}</p>
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
