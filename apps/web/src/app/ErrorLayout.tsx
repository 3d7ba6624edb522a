import { Link, Outlet } from 'react-router-dom';
import { APP_TEXTS } from './texts.ts';
import './error-layout.css';

/**
 * Frame of the error and special pages: a slim brand bar and no page configuration, so they
 * still render when the server or the page data is what failed.
 */
export function ErrorLayout() {
  return (
    <div className="error-layout">
      <header className="error-layout__bar">
        <Link to="/index" className="error-layout__brand" aria-label={`${APP_TEXTS.bankName}首页`}>
          <img src="/static/img/logo.svg" alt={APP_TEXTS.bankName} height={36} />
        </Link>
      </header>
      <main className="error-layout__main">
        <Outlet />
      </main>
      <footer className="error-layout__footer">©2026 {APP_TEXTS.bankName}股份有限公司 版权所有</footer>
    </div>
  );
}
