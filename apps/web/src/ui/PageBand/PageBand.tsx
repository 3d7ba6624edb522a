import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './PageBand.module.css';

const HOME = '首页';

export interface Crumb {
  label: string;
  to?: string;
}

/** The frame of the content screens: a title band with the breadcrumb, then a white sheet. */
export function PageBand({ title, intro, crumbs, children }: { title: string; intro?: string; crumbs: Crumb[]; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.band}>
        <div className={styles.inner}>
          <nav className={styles.crumbs} aria-label="breadcrumb">
            <Link to="/">{HOME}</Link>
            {crumbs.map((c) => (
              <span key={c.label}>
                <span className={styles.sep} aria-hidden>
                  /
                </span>
                {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
              </span>
            ))}
          </nav>
          <h1 className={styles.bandTitle}>{title}</h1>
          {intro && <p className={styles.bandIntro}>{intro}</p>}
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.sheet}>{children}</div>
      </div>
    </div>
  );
}
