import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useMatches } from 'react-router-dom';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { PageData } from '@portal/contract/page-config';
import type { Track } from '../../app/track.ts';
import { floatingEntryClassNames } from '../../app/shell/FloatingPanel.tsx';
import { loginConfigShowCustomer, useCustomerDisplay } from './customer-display.ts';
import { CS_TEXTS as T } from './texts.ts';
import { customerServiceVisible } from './visibility.ts';

// The window, antd and the chat logic load on the first click, not with the page.
const FloatingChat = lazy(() => import('./FloatingChat.tsx'));

function hasPageInfo(data: unknown): data is PageData {
  return typeof data === 'object' && data !== null && 'pageInfo' in data;
}

/** Whether this route shows the customer-service entry and window (§2 widget visibility). */
export function useCustomerServiceVisible(): boolean {
  const location = useLocation();
  const matches = useMatches();
  const display = useCustomerDisplay();
  const page = matches.map((m) => m.loaderData).find(hasPageInfo);
  return customerServiceVisible({
    path: location.pathname,
    search: location.search,
    outerSearch: window.location.search,
    customerDisplay: display ?? null,
    appCustomer: page?.pageInfo.customer,
    loginConfigShowCustomer: loginConfigShowCustomer(),
  });
}

/**
 * The floating panel's 在线客服 entry (§2 Floating panel): opens and closes the chat window,
 * which keeps its conversation for as long as the page lives.
 */
export function CustomerServiceEntry({ track }: { track: Track }) {
  const visible = useCustomerServiceVisible();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  if (!visible) return null;

  function toggle() {
    if (!open) track({ type: 'module_click', trackId: 'float_customer_service', label: T.entry });
    setLoaded(true);
    setOpen(!open);
  }

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <div className={floatingEntryClassNames.wrap}>
      <button
        ref={trigger}
        type="button"
        className={floatingEntryClassNames.entry}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggle}
        data-testid="float-customer-service"
      >
        <ShellIcon icon={CustomerServiceOutlined} className={floatingEntryClassNames.icon} />
        {T.entry}
      </button>
      {loaded &&
        createPortal(
          <Suspense fallback={null}>
            <FloatingChat open={open} search={search} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
