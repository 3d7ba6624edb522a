import { useState } from 'react';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import type { StaffRole } from '@portal/contract/calls/staff/staff-member';
import { STAFF_HOME_PATH } from './staff-session.ts';
import { STAFF_TEXTS as T } from './texts.ts';
import styles from './StaffShell.module.css';

/** The role's built consoles, home first, as menu items linking to their screens. */
function navItems(role: StaffRole): { key: string; to: string; label: string }[] {
  const built = T.entries[role].filter((e) => e.to);
  return [{ key: 'home', to: STAFF_HOME_PATH, label: T.navHome }, ...built.map((e) => ({ key: e.key, to: e.to!, label: e.short ?? e.title }))];
}

/** The entry whose screen is shown: the longest route the address starts with. */
function currentKey(items: { key: string; to: string }[], path: string): string {
  const match = items.filter((i) => path === i.to || (i.to !== STAFF_HOME_PATH && path.startsWith(`${i.to}/`)));
  return match.sort((a, b) => b.to.length - a.to.length)[0]?.key ?? '';
}

/**
 * The staff navigation: a menu in the top bar on a desktop (antd folds what does not fit into
 * "…"), a button opening a drawer below the desktop breakpoint (StaffShell.module.css).
 */
export function StaffNav({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const items = navItems(role);
  const selected = [currentKey(items, pathname)];
  const menuItems: MenuProps['items'] = items.map((i) => ({
    key: i.key,
    label: (
      <Link to={i.to} onClick={() => setOpen(false)} data-testid={`staff-nav-${i.key}`}>
        {i.label}
      </Link>
    ),
  }));
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} className={styles.navButton} aria-label={T.navOpen} onClick={() => setOpen(true)} data-testid="staff-nav-open" />
      <nav className={styles.nav} aria-label={T.navTitle}>
        <Menu mode="horizontal" theme="dark" selectedKeys={selected} items={menuItems} className={styles.navMenu} />
      </nav>
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={260} title={T.navTitle} className={styles.navDrawer} data-testid="staff-nav-drawer">
        <nav aria-label={T.navTitle}>
          <Menu mode="inline" selectedKeys={selected} items={menuItems} className={styles.drawerMenu} />
        </nav>
      </Drawer>
    </>
  );
}
