import { Outlet, useLoaderData } from 'react-router-dom';
import type { PageData } from '@portal/contract/page-config';
import { track } from '../api/track.ts';
import { DeferredFloatingPanel } from './shell/DeferredFloatingPanel.tsx';
import { Footer } from './shell/Footer.tsx';
import { Header } from './shell/Header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './shell/SkipLink.tsx';
import { logoutAndGoHome } from '../session/logout.ts';
import { useSession } from '../session/session-store.ts';

/** Screens inside the main content area (§2): header, content, footer and floating panel. */
export function MainLayout() {
  const page = useLoaderData() as PageData;
  const { headerData, footerData } = page.pageContent;
  const session = useSession();
  return (
    <div className="portal-page" data-page-code={page.pageInfo.pageCode} data-channel={page.pageInfo.pageChannel}>
      <SkipLink />
      <Header
        config={headerData}
        loggedIn={session.status === 'user'}
        userName={session.user?.realName ?? session.user?.loginName}
        onLogout={() => void logoutAndGoHome()}
        track={track}
      />
      {/* tabIndex -1: the skip link can focus it; focus rings are for controls, not for it */}
      <main className="portal-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet context={page} />
      </main>
      <Footer config={footerData} track={track} />
      <DeferredFloatingPanel track={track} />
    </div>
  );
}
