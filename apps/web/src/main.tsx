import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import { startup } from './app/startup.ts';
import { watchCareModePages } from './app/care/care-mode.ts';
import { watchA11yPages } from './app/a11y/a11y-settings.ts';
import { startCareModeSync } from './app/care/care-mode-sync.ts';
import { detectBrowser } from './app/browser/browser-support.ts';
import { startAntiDebugIfSwitchedOn } from './app/browser/anti-debug-switch.ts';
import { checkLoginAtStart, startSessionPoll } from './session/login-check.ts';
import './app/global.css';
import './app/a11y/a11y.css';

async function boot(): Promise<void> {
  // §2: a browser back or a hand-edited hash reloads the page (in-app links do not fire popstate).
  window.addEventListener('popstate', () => window.location.reload());
  watchCareModePages();
  watchA11yPages();

  await startup(checkLoginAtStart);
  startCareModeSync();
  startSessionPoll();

  const router = createHashRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // §9: off unless an operator switched it on; never asked for in development.
  void startAntiDebugIfSwitchedOn();
}

// IE and the old Edge never get here (they ignore module scripts); a browser that only calls
// itself one keeps the #/ie8 page that static/legacy-check.js drew, as the real one would.
if (!detectBrowser().blocked) void boot();
