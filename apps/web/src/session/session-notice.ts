import { SESSION_TEXTS } from './texts.ts';
import './session-notice.css';

export interface SessionNotice {
  message: string;
  action?: { label: string; href: string };
}

/**
 * A modal notice about the session (§8: login expired, taken over elsewhere, password expired).
 * A native <dialog> keeps it out of antd's weight: it can appear on any screen, even the home page.
 * Only one notice with the same text is shown at a time.
 */
export function showSessionNotice(notice: SessionNotice): void {
  if ([...document.querySelectorAll<HTMLElement>('.session-notice p')].some((p) => p.textContent === notice.message)) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'session-notice';
  dialog.setAttribute('aria-labelledby', 'session-notice-title');
  dialog.dataset.testid = 'session-notice';

  const title = document.createElement('h2');
  title.id = 'session-notice-title';
  title.textContent = SESSION_TEXTS.noticeTitle;
  const text = document.createElement('p');
  text.textContent = notice.message;
  const buttons = document.createElement('div');
  buttons.className = 'session-notice-buttons';

  const close = () => {
    dialog.close();
    dialog.remove();
  };
  if (notice.action) {
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'session-notice-primary';
    go.textContent = notice.action.label;
    const href = notice.action.href;
    go.addEventListener('click', () => {
      close();
      window.location.hash = href.replace(/^#/, '');
    });
    buttons.append(go);
  }
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = notice.action ? SESSION_TEXTS.later : SESSION_TEXTS.close;
  dismiss.addEventListener('click', close);
  buttons.append(dismiss);

  dialog.append(title, text, buttons);
  dialog.addEventListener('cancel', close);
  document.body.append(dialog);
  dialog.showModal();
}
