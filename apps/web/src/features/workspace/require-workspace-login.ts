import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { sessionStore } from '../../session/session-store.ts';

/** The workspace is reached through its own login (§2 whitelist): a visitor goes there and comes back. */
export function requireWorkspaceLogin({ request }: LoaderFunctionArgs): null {
  if (sessionStore.get().status === 'user') return null;
  const url = new URL(request.url);
  throw redirect(`/workspaceLogin?redirectUrl=${encodeURIComponent(url.pathname + url.search)}`);
}
