import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { TopNavItem } from '@portal/contract/page-config';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import styles from './HeaderTop.module.css';

interface TopNavEntryProps {
  item: TopNavItem;
  open: boolean;
  onOpen: () => void;
  onFocusOpen: () => void;
  onLeave: () => void;
  onClose: () => void;
  /** Escape: close and return focus to the given trigger. */
  onDismiss: (trigger: HTMLElement | null) => void;
  onPick: (label: string) => void;
}

/**
 * One entry of the top navigation: an optional icon (swapped for hovericonsrc on hover), and
 * a hover panel with either child links or a QR image with its description.
 */
export function HeaderTopNavEntry({ item, open, onOpen, onFocusOpen, onLeave, onClose, onDismiss, onPick }: TopNavEntryProps) {
  const panelId = useId();
  const trigger = useRef<HTMLAnchorElement | null>(null);
  const children = item.children ?? [];
  const hasPanel = children.length > 0 || Boolean(item.imgsrc) || Boolean(item.detailDesc);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onDismiss(trigger.current);
    }
  };

  return (
    <li
      className={`${styles.navItem} ${open ? styles.navOpen : ''}`}
      onMouseEnter={hasPanel ? onOpen : undefined}
      onMouseLeave={hasPanel ? onLeave : undefined}
      onFocus={hasPanel ? onFocusOpen : undefined}
      onBlur={hasPanel ? onBlur : undefined}
      onKeyDown={hasPanel ? onKeyDown : undefined}
    >
      <ConfigLink
        ref={trigger}
        className={styles.navTrigger}
        url={item.url}
        newPage={item.newPage}
        {...(hasPanel ? { 'aria-expanded': open, 'aria-controls': panelId } : {})}
        onClick={() => onPick(item.label)}
      >
        {item.iconsrc && (
          <span className={styles.iconBox} aria-hidden>
            <img className={`${styles.icon} ${item.hovericonsrc ? styles.swap : ''}`} src={item.iconsrc} alt="" />
            {item.hovericonsrc && <img className={styles.iconHover} src={item.hovericonsrc} alt="" />}
          </span>
        )}
        {item.label}
        {children.length > 0 && <ShellIcon icon={DownOutlined} className={styles.caret} />}
      </ConfigLink>
      {hasPanel && (
        <div id={panelId} className={styles.panel}>
          {children.length > 0 ? (
            <ul className={styles.panelList}>
              {children.map((child, i) => (
                <li key={`${child.label}-${i}`}>
                  <ConfigLink
                    className={styles.panelLink}
                    url={child.url}
                    newPage={child.newPage}
                    onClick={() => onPick(child.label)}
                  >
                    {child.label}
                  </ConfigLink>
                </li>
              ))}
            </ul>
          ) : item.imgsrc ? (
            <div className={styles.qrPanel}>
              <img className={styles.qrImage} src={item.imgsrc} alt={item.detailDesc ?? item.label} loading="lazy" />
              {item.detailDesc && <p className={styles.qrDesc}>{item.detailDesc}</p>}
            </div>
          ) : (
            <div className={styles.detailOnly}>{item.detailDesc}</div>
          )}
        </div>
      )}
    </li>
  );
}
