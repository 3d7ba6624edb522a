import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import type { PageData } from '@portal/contract/page-config';
import { callApi } from '../api/client.ts';
import { pageCodeOf } from './page-code.ts';

/**
 * Loader of every main-area screen: the page configuration of the address's pageCode.
 * While it runs the router shows the route-change loading bar; a failure goes to /404 (§2).
 */
export async function loadPageData({ request }: LoaderFunctionArgs): Promise<PageData> {
  const pageCode = pageCodeOf(new URL(request.url).search);
  try {
    return await callApi(getPageData, { pageCode });
  } catch {
    throw redirect('/404');
  }
}
