import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
// security key (issue 22)
import { isBankUrl } from '@portal/contract/security-key/bank-url';
import { BankLink } from '../features/bank-link/BankLink.tsx';

/**
 * How a configured url (page configuration, §3) is opened:
 * - `internal`: a route of this app, written `/path?q` or `#/path?q` (the hash is dropped);
 * - `external`: an absolute http(s) or protocol-relative address;
 * - `other`: mailto:, tel: and similar, handed to the browser as is;
 * - `none`: empty, `javascript:;` or any other javascript: value, which must never navigate.
 */
export type ConfigUrlKind =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'other'; href: string }
  | { kind: 'none' };

export function classifyConfigUrl(raw: string | undefined): ConfigUrlKind {
  const url = (raw ?? '').trim();
  if (url === '' || /^javascript:/i.test(url)) return { kind: 'none' };
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return { kind: 'external', href: url };
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return { kind: 'other', href: url };
  const path = url.startsWith('#') ? url.slice(1) : url;
  return { kind: 'internal', to: path.startsWith('/') ? path : `/${path}` };
}

function isSameOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'onClick' | 'rel'>;

export interface ConfigLinkProps extends AnchorProps {
  url?: string | undefined;
  /** Open in a new browser tab (the configuration's `newPage`). */
  newPage?: boolean | undefined;
  onClick?: (() => void) | undefined;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement> | undefined;
  'data-testid'?: string;
}

/**
 * Renders an operator-configured url: router links for internal routes, new-tab anchors for
 * other sites, and a non-navigating button-like anchor for `javascript:;` or empty urls.
 */
export function ConfigLink({ url, newPage, onClick, children, ...rest }: ConfigLinkProps) {
  const target = classifyConfigUrl(url);
  const handleClick = onClick ? () => onClick() : undefined;

  if (target.kind === 'internal') {
    return newPage ? (
      <Link {...rest} to={target.to} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
        {children}
      </Link>
    ) : (
      <Link {...rest} to={target.to} onClick={handleClick}>
        {children}
      </Link>
    );
  }

  // security key (issue 22): bank web links need the signature control first (§6).
  if (target.kind === 'external' && isBankUrl(target.href)) {
    return (
      <BankLink {...rest} href={target.href} newPage={newPage ?? true} onClick={handleClick}>
        {children}
      </BankLink>
    );
  }

  if (target.kind === 'external' || target.kind === 'other') {
    const newTab = target.kind === 'external' && (newPage === true || !isSameOrigin(target.href));
    return (
      <a
        {...rest}
        href={target.href}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={handleClick}
      >
        {children}
      </a>
    );
  }

  const activate = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClick?.();
  };
  return (
    <a
      role="button"
      tabIndex={0}
      {...rest}
      onClick={activate}
      onKeyDown={(event) => {
        rest.onKeyDown?.(event);
        if (event.key === 'Enter' || event.key === ' ') activate(event);
      }}
    >
      {children}
    </a>
  );
}
