import { lazy, Suspense, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { readMacCookie } from './mac-cookie.ts';

/**
 * The dialog is antd's: loaded with the first reminder, not with the shell (every header and
 * footer link is a BankLink, so a static import put antd on the home page's first paint).
 */
const FriendlyReminder = lazy(() => import('./FriendlyReminder.tsx').then((m) => ({ default: m.FriendlyReminder })));

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'onClick' | 'rel'>;

export interface BankLinkProps extends AnchorProps {
  href: string;
  newPage?: boolean | undefined;
  onClick?: (() => void) | undefined;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/**
 * A link to one of the bank's web systems (§6): it opens only with the `mac` cookie or after a
 * successful certificate control check; otherwise the friendly-reminder dialog explains why,
 * and a missing MAC alone leads to /nomac.
 */
export function BankLink({ href, newPage, onClick, children, ...rest }: BankLinkProps) {
  const navigate = useNavigate();
  const [reasons, setReasons] = useState<string[] | null>(null);
  // Kept once shown, so the dialog's closing animation runs.
  const [reminded, setReminded] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = () => {
    if (newPage) window.open(href, '_blank', 'noopener,noreferrer');
    else window.location.assign(href);
  };

  const handle = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClick?.();
    if (busy) return;
    if (readMacCookie()) {
      open();
      return;
    }
    setBusy(true);
    try {
      // The check and its messages load with the first click, not with every page's links.
      const { checkCertControl } = await import('./control-check.ts');
      const verdict = await checkCertControl();
      if (verdict.ok) open();
      else if (verdict.failures.length === 1 && verdict.failures[0] === 'noMac') navigate('/nomac');
      else {
        setReasons(verdict.reasons);
        setReminded(true);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <a {...rest} href={href} aria-busy={busy || undefined} data-bank-link="" onClick={(e) => void handle(e)}>
        {children}
      </a>
      {reminded && (
        <Suspense fallback={null}>
          <FriendlyReminder open={reasons !== null} reasons={reasons ?? []} onClose={() => setReasons(null)} />
        </Suspense>
      )}
    </>
  );
}
