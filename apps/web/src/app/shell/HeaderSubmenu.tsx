import type { MenuItem } from '@portal/contract/page-config';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import { isShown, visibleChildren } from './menu-visibility.ts';
import styles from './HeaderMenu.module.css';

interface SubmenuProps {
  id: string;
  index: number;
  item: MenuItem;
  onPick: (item: MenuItem) => void;
}

/** Second level: a simple list under the top-level item. */
export function TwoLevelDropdown({ id, index, item, onPick }: SubmenuProps) {
  return (
    <div id={id} className={styles.dropdown} data-testid={`submenu-${index}`}>
      <ul className={styles.dropdownList}>
        {visibleChildren(item).map((child, i) => (
          <li key={`${child.label}-${i}`}>
            <ConfigLink
              className={styles.dropdownLink}
              url={child.url}
              newPage={child.newPage}
              onClick={() => onPick(child)}
            >
              {child.label}
            </ConfigLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Third level (`threeNav`): a full-width panel of groups, each with its own links. */
export function ThreeLevelPanel({ id, index, item, onPick }: SubmenuProps) {
  return (
    <div id={id} className={styles.mega} data-testid={`submenu-${index}`}>
      <div className={styles.megaInner}>
        {visibleChildren(item).map((group, i) => (
          <section key={`${group.label}-${i}`} className={styles.group} aria-label={group.label}>
            {group.url ? (
              <ConfigLink
                className={styles.groupTitle}
                url={group.url}
                newPage={group.newPage}
                onClick={() => onPick(group)}
              >
                {group.label}
              </ConfigLink>
            ) : (
              <span className={styles.groupTitle}>{group.label}</span>
            )}
            <ul className={styles.groupList}>
              {(group.children ?? []).filter(isShown).map((leaf, j) => (
                <li key={`${leaf.label}-${j}`}>
                  <ConfigLink
                    className={styles.groupLink}
                    url={leaf.url}
                    newPage={leaf.newPage}
                    onClick={() => onPick(leaf)}
                  >
                    {leaf.label}
                  </ConfigLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
