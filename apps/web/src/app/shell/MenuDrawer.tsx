import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { Track } from '../track.ts';
import type { DrawerNode } from './drawer-nodes.ts';
import { MenuDrawerTree } from './MenuDrawerTree.tsx';
import { SHELL_TEXTS } from './texts.ts';
import styles from './MenuDrawer.module.css';

export interface MenuDrawerProps {
  id: string;
  /** `returnFocus`: give the focus back to the menu button (Escape, close button, backdrop). */
  onClose: (returnFocus: boolean) => void;
  menu: DrawerNode[];
  /** The top strip's links, when the strip does not show them at this width. */
  quickLinks: DrawerNode[];
  /** Function search, when the main bar has no room for it. */
  search?: ReactNode;
  /** Login or the personal center, when the main bar shows only the short form. */
  account?: ReactNode;
  track: Track;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * The main menu below the desktop width (issue 20): a modal panel from the right with the
 * whole menu tree, levels opening in place. Escape, the close button and the backdrop close
 * it; Tab stays inside while it is open; the page behind does not scroll.
 */
export function MenuDrawer({ id, onClose, menu, quickLinks, search, account, track }: MenuDrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement | null>(null);
  const closeButton = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onClose(true);
      } else if (event.key === 'Tab' && panel.current) {
        const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const pick = (node: DrawerNode) => {
    track({ type: 'menu_click', trackId: node.trackId, label: node.label });
    onClose(false);
  };

  // On the body, so the header's stacking context does not put the floating panel above it.
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={() => onClose(true)} aria-hidden />
      <div
        id={id}
        ref={panel}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="menu-drawer"
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {SHELL_TEXTS.drawerTitle}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label={SHELL_TEXTS.closeMenu} onClick={() => onClose(true)}>
            <ShellIcon icon={CloseOutlined} />
          </button>
        </div>
        <div className={styles.body}>
          {search && <div className={styles.search}>{search}</div>}
          {account}
          <nav aria-label={SHELL_TEXTS.mainNavLabel}>
            <MenuDrawerTree nodes={menu} onPick={pick} />
          </nav>
          {quickLinks.length > 0 && (
            <nav className={styles.quick} aria-label={SHELL_TEXTS.quickLinks}>
              <h3 className={styles.sectionTitle}>{SHELL_TEXTS.quickLinks}</h3>
              <MenuDrawerTree nodes={quickLinks} onPick={pick} />
            </nav>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
