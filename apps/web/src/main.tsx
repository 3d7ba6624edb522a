import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import { startup } from './app/startup.ts';
import { checkLoginAtStart, startSessionPoll } from './session/login-check.ts';
import './app/global.css';

// §2: a browser back or a hand-edited hash reloads the page (in-app links do not fire popstate).
window.addEventListener('popstate', () => window.location.reload());

await startup(checkLoginAtStart);
startSessionPoll();

const router = createHashRouter(routes);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
