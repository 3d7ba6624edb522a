import { useMemo } from 'react';
import type { HeaderConfig } from '@portal/contract/page-config';
import type { Track } from '../track.ts';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import { HeaderLoginArea } from './HeaderLoginArea.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { functionIndex } from './function-search.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderTopStrip } from './HeaderTopStrip.tsx';
import { SHELL_TEXTS } from './texts.ts';
import styles from './Header.module.css';

export interface HeaderProps {
  config: HeaderConfig;
  loggedIn: boolean;
  userName?: string | undefined;
  onLogout?: (() => void) | undefined;
  track: Track;
}

const HOME_PATH = '/index';

/**
 * Page header of §2: the optional top strip (links, top navigation, login area) and the main
 * bar (logo, menu with two- or three-level dropdowns, optional function search).
 */
export function Header({ config, loggedIn, userName, onLogout, track }: HeaderProps) {
  const searchIndex = useMemo(() => functionIndex(config), [config]);
  const showStrip = config.hideLinkArea !== true;
  // Without a strip, or when the configuration asks for a button, login sits in the main bar.
  const loginInBar = !showStrip || config.loginarea?.showBtnLogin === true;
  const loginArea = (inBar: boolean) => (
    <HeaderLoginArea
      loginarea={config.loginarea}
      loggedIn={loggedIn}
      userName={userName}
      onLogout={onLogout}
      inBar={inBar}
    />
  );

  return (
    <header className={styles.header} data-testid="header">
      {showStrip && <HeaderTopStrip config={config} track={track} loginArea={loginInBar ? null : loginArea(false)} />}
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          {config.showLogo !== false && config.logosrc && (
            <ConfigLink
              className={styles.logoLink}
              url={HOME_PATH}
              aria-label={SHELL_TEXTS.homeLink}
              style={config.logoNavSpace !== undefined ? { marginRight: config.logoNavSpace } : undefined}
            >
              <img className={styles.logo} src={config.logosrc} alt={SHELL_TEXTS.bankName} />
            </ConfigLink>
          )}
          <HeaderMenu
            items={config.menulist ?? []}
            track={track}
            bold={config.blodNav}
            itemSpace={config.navitemSpace}
            lastItemSpace={config.navitemLastSpace}
          />
          {config.showSearch && <HeaderSearch index={searchIndex} track={track} />}
          {loginInBar && <div className={styles.barLogin}>{loginArea(true)}</div>}
        </div>
      </div>
    </header>
  );
}
