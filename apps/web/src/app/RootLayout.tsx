import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { setTrackedPage, track } from '../api/track.ts';
import { pageCodeOf, titleOf } from './page-code.ts';
import { recordVisit } from './router-history.ts';
import { RouteProgress } from './RouteProgress.tsx';
import { LowBrowserNotice } from './browser/LowBrowserNotice.tsx';

/** Frame of every screen: loading bar, low-browser notice, page title, router history and page-view tracking. */
export function RootLayout() {
  const location = useLocation();

  useEffect(() => {
    const pageCode = pageCodeOf(location.search);
    const title = titleOf(pageCode);
    document.title = title;
    const totalUrl = `#${location.pathname}${location.search}`;
    const analytics = recordVisit(sessionStorage, { totalUrl, config: { meta: { title } }, Pg_Cd: pageCode });
    setTrackedPage({
      pageCode,
      pageUrl: totalUrl,
      pageName: analytics.currentName,
      referrer: analytics.referrerUrl,
      previousUrl: analytics.beforeReferrerUrl,
    });
    track({ type: 'page_view', label: title });
  }, [location.pathname, location.search]);

  return (
    <>
      <RouteProgress />
      <LowBrowserNotice />
      <Outlet />
    </>
  );
}
