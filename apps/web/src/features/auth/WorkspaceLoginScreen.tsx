import { useLocation } from 'react-router-dom';
import { workspaceLogin } from '@portal/contract/calls/workspace/workspace-login';
import { callApi } from '../../api/client.ts';
import { trackLogin } from '../../api/track.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { requestedRedirect } from './finish-login.ts';
import { PasswordLoginForm, type PasswordCredentials } from './PasswordLoginForm.tsx';
import { AUTH_TEXTS as T } from './texts.ts';
import { withTicket } from './with-ticket.ts';
import './auth-forms.css';

/** The workspace login answers with a ticket; loading the target with `st` logs the tab in (§4). */
async function loginThroughWorkspace(credentials: PasswordCredentials) {
  const { st, redirectUrl } = await callApi(workspaceLogin, credentials);
  trackLogin('workspace');
  window.location.replace(withTicket(redirectUrl, st));
  window.location.reload();
}

/** /workspaceLogin: the workspace's own login front end. */
export default function WorkspaceLoginScreen() {
  const { search } = useLocation();
  return (
    <AuthFrame>
      <h2 className="auth-card-title">{T.workspaceTitle}</h2>
      <p className="auth-card-hint">{T.workspaceHint}</p>
      <PasswordLoginForm redirectUrl={requestedRedirect(search)} login={loginThroughWorkspace} />
      <div className="auth-links">
        <span />
        <a href="#/login">{T.toPortalLogin}</a>
      </div>
    </AuthFrame>
  );
}
