import { useId, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { MenuItem } from '@portal/contract/page-config';
import type { Track } from '../track.ts';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import { activeMenuIndex } from './active-menu.ts';
import { onMenuArrowKey } from './menu-arrow-keys.ts';
import { isShown, visibleChildren } from './menu-visibility.ts';
import { ThreeLevelPanel, TwoLevelDropdown } from './HeaderSubmenu.tsx';
import { SHELL_TEXTS } from './texts.ts';
import { useHoverMenu } from './useHoverMenu.ts';
import styles from './HeaderMenu.module.css';

export interface HeaderMenuProps {
  items: MenuItem[];
  track: Track;
  bold?: boolean | undefined;
  /** Horizontal padding of each item (navitemSpace), px. */
  itemSpace?: number | undefined;
  /** Right padding of the last item (navitemLastSpace), px. */
  lastItemSpace?: number | undefined;
}

/** The main bar's menu: two-level dropdowns, or three-level panels for `threeNav` items. */
export function HeaderMenu({ items, track, bold, itemSpace, lastItemSpace }: HeaderMenuProps) {
  const menu = useHoverMenu<number>();
  const location = useLocation();
  const baseId = useId();
  const triggers = useRef<Array<HTMLAnchorElement | null>>([]);
  const shown = items.filter(isShown);
  const activeIndex = activeMenuIndex(shown, location);

  const pick = (item: MenuItem) => {
    track({ type: 'menu_click', trackId: item.trackId, label: item.label });
    menu.close();
  };

  const style = {
    ...(itemSpace !== undefined ? { '--nav-item-space': `${itemSpace}px` } : {}),
    ...(lastItemSpace !== undefined ? { '--nav-item-last-space': `${lastItemSpace}px` } : {}),
  } as CSSProperties;

  return (
    <nav
      className={`${styles.nav} ${bold ? styles.bold : ''}`}
      aria-label={SHELL_TEXTS.mainNavLabel}
      style={style}
      data-testid="main-menu"
    >
      <ul className={styles.list} onKeyDown={(event) => onMenuArrowKey(event, menu.open)}>
        {shown.map((item, index) => {
          const hasChildren = visibleChildren(item).length > 0;
          const isOpen = hasChildren && menu.openKey === index;
          const submenuId = `${baseId}-submenu-${index}`;
          const className = [
            styles.item,
            item.threeNav ? styles.itemMega : '',
            isOpen ? styles.open : '',
            index === activeIndex ? styles.active : '',
          ].join(' ');

          const onBlur = (event: FocusEvent<HTMLLIElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close(index);
          };
          const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
            if (event.key === 'Escape' && isOpen) {
              event.stopPropagation();
              menu.dismiss(triggers.current[index]);
            }
          };

          return (
            <li
              key={`${item.label}-${index}`}
              className={className}
              data-testid={`menu-item-${index}`}
              onMouseEnter={hasChildren ? () => menu.open(index) : undefined}
              onMouseLeave={hasChildren ? () => menu.closeLater() : undefined}
              onFocus={hasChildren ? () => menu.openOnFocus(index) : undefined}
              onBlur={hasChildren ? onBlur : undefined}
              onKeyDown={hasChildren ? onKeyDown : undefined}
            >
              <ConfigLink
                ref={(node: HTMLAnchorElement | null) => {
                  triggers.current[index] = node;
                }}
                className={styles.trigger}
                url={item.url}
                newPage={item.newPage}
                aria-current={index === activeIndex ? 'true' : undefined}
                {...(hasChildren ? { 'aria-expanded': isOpen, 'aria-controls': submenuId } : {})}
                onClick={() => pick(item)}
              >
                {item.label}
                {hasChildren && <ShellIcon icon={DownOutlined} className={styles.caret} />}
              </ConfigLink>
              {hasChildren &&
                (item.threeNav ? (
                  <ThreeLevelPanel id={submenuId} index={index} item={item} onPick={pick} />
                ) : (
                  <TwoLevelDropdown id={submenuId} index={index} item={item} onPick={pick} />
                ))}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
