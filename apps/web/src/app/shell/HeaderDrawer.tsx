import type { ReactNode } from 'react';
import type { HeaderConfig } from '@portal/contract/page-config';
import type { Track } from '../track.ts';
import { DrawerAccount } from './DrawerAccount.tsx';
import type { DrawerNode } from './drawer-nodes.ts';
import { MenuDrawer } from './MenuDrawer.tsx';

export interface HeaderDrawerProps {
  id: string;
  onClose: (returnFocus: boolean) => void;
  menu: DrawerNode[];
  quickLinks: DrawerNode[];
  search?: ReactNode;
  /** On a phone the drawer also offers the login area's other entries. */
  withAccount: boolean;
  loginarea: HeaderConfig['loginarea'];
  loggedIn: boolean;
  userName?: string | undefined;
  onLogout?: (() => void) | undefined;
  track: Track;
}

/**
 * The header's drawer with its account part, in a chunk of its own: the home page's first paint
 * never shows it, so it loads when the menu button is first pressed (issue 36's weight budget).
 */
export default function HeaderDrawer({ withAccount, loginarea, loggedIn, userName, onLogout, ...drawer }: HeaderDrawerProps) {
  return (
    <MenuDrawer
      {...drawer}
      account={
        withAccount ? (
          <DrawerAccount
            loginarea={loginarea}
            loggedIn={loggedIn}
            userName={userName}
            onLogout={onLogout}
            onLeave={() => drawer.onClose(false)}
          />
        ) : undefined
      }
    />
  );
}
