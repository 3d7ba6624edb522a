import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import type { PageData } from '@portal/contract/page-config';
import { callApi } from '../api/client.ts';
import { sessionStore } from '../session/session-store.ts';
import { takeEarlyPageData } from './home-prefetch.ts';
import { pageCodeOf } from './page-code.ts';
import { DISCLAIMER_PATH } from '../features/disclaimer/destination.ts';
import { disclaimerKey, pageAccessRedirect, type Visitor } from './page-access.ts';

/**
 * Loader of every main-area screen: the page configuration of the address's pageCode.
 * While it runs the router shows the route-change loading bar; a failure goes to /404 (§2).
 */
export async function loadPageData({ request }: LoaderFunctionArgs): Promise<PageData> {
  const url = new URL(request.url);
  const pageCode = pageCodeOf(url.search);
  let page: PageData;
  try {
    page = await (takeEarlyPageData(pageCode) ?? callApi(getPageData, { pageCode }));
  } catch {
    throw redirect('/404');
  }
  // The agreement screen shows under the guarded page's own header; guarding it would loop.
  const elsewhere =
    url.pathname === DISCLAIMER_PATH ? null : pageAccessRedirect(page.pageInfo, currentVisitor(pageCode), url.pathname + url.search);
  if (elsewhere) throw redirect(elsewhere);
  return page;
}

/** The session facts the access rules need. */
function currentVisitor(pageCode: string): Visitor {
  return {
    loggedIn: sessionStore.get().status === 'user',
    acceptedDisclaimer: sessionStorage.getItem(disclaimerKey(pageCode)) === '1',
  };
}

/** Screens of a logged-in customer (personal center): visitors go to login and come back after. */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (sessionStore.get().status === 'user') return null;
  const url = new URL(request.url);
  throw redirect(`/login?redirectUrl=${encodeURIComponent(url.pathname + url.search)}`);
}
