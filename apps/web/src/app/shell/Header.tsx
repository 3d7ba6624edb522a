import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { HeaderConfig } from '@portal/contract/page-config';
import type { Track } from '../track.ts';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import { CareModeSwitch } from '../care/CareModeSwitch.tsx';
import { A11yTrigger } from '../a11y/A11yTrigger.tsx';
import { leftLinkNodes, menuNodes, topNavNodes } from './drawer-nodes.ts';
import { HeaderLoginArea } from './HeaderLoginArea.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { functionIndex } from './function-search.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderTopStrip } from './HeaderTopStrip.tsx';
import { SHELL_TEXTS } from './texts.ts';
import { useHeaderLayout } from './useHeaderLayout.ts';
import styles from './Header.module.css';

export interface HeaderProps {
  config: HeaderConfig;
  loggedIn: boolean;
  userName?: string | undefined;
  onLogout?: (() => void) | undefined;
  track: Track;
}

const HOME_PATH = '/index';

const loadHeaderDrawer = () => import('./HeaderDrawer.tsx');
const HeaderDrawer = lazy(loadHeaderDrawer);

/**
 * Page header of §2: the optional top strip (links, top navigation, login area) and the main
 * bar (logo, menu with two- or three-level dropdowns, optional function search). Below the
 * desktop width the menu folds into a drawer behind a menu button, and so do the parts of the
 * strip that no longer fit (issue 20).
 */
export function Header({ config, loggedIn, userName, onLogout, track }: HeaderProps) {
  const searchIndex = useMemo(() => functionIndex(config), [config]);
  const width = useHeaderLayout();
  const location = useLocation();
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement | null>(null);
  // The drawer belongs to the address it was opened at: any navigation closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = width !== 'desktop' && drawerAt === location.key;
  const closeDrawer = useCallback((returnFocus: boolean) => {
    setDrawerAt(null);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  const hasStrip = config.hideLinkArea !== true;
  const showStrip = hasStrip && width !== 'phone';
  // Without a strip, or when the configuration asks for a button, login sits in the main bar.
  const loginInBar = !showStrip || config.loginarea?.showBtnLogin === true;
  const loginArea = (inBar: boolean) => (
    <HeaderLoginArea
      loginarea={config.loginarea}
      loggedIn={loggedIn}
      userName={userName}
      onLogout={onLogout}
      inBar={inBar}
      compact={width === 'phone'}
    />
  );
  const search = config.showSearch ? <HeaderSearch index={searchIndex} track={track} /> : null;
  const quickLinks = !hasStrip ? [] : width === 'phone' ? [...leftLinkNodes(config), ...topNavNodes(config)] : leftLinkNodes(config);

  return (
    <header className={styles.header} data-testid="header">
      {showStrip && (
        <HeaderTopStrip config={config} track={track} loginArea={loginInBar ? null : loginArea(false)} careSwitch={<><CareModeSwitch place="strip" />{width === 'desktop' && <A11yTrigger place="strip" />}</>} />
      )}
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          {config.showLogo !== false && config.logosrc && (
            <ConfigLink
              className={styles.logoLink}
              url={HOME_PATH}
              aria-label={SHELL_TEXTS.homeLink}
              style={config.logoNavSpace !== undefined && width === 'desktop' ? { marginRight: config.logoNavSpace } : undefined}
            >
              <img className={styles.logo} src={config.logosrc} alt={SHELL_TEXTS.bankName} />
            </ConfigLink>
          )}
          {width === 'desktop' ? (
            <HeaderMenu
              items={config.menulist ?? []}
              track={track}
              bold={config.blodNav}
              itemSpace={config.navitemSpace}
              lastItemSpace={config.navitemLastSpace}
            />
          ) : (
            <div className={styles.spacer} />
          )}
          {width !== 'phone' && search}
          {/* The strip carries them; on a phone the floating panel does (the bar has no room), and the toolbar's trigger below a desktop's width. */}
          {!showStrip && width !== 'phone' && (
            <>
              <CareModeSwitch place="bar" />
              {width === 'desktop' && <A11yTrigger place="bar" />}
            </>
          )}
          {loginInBar && <div className={styles.barLogin}>{loginArea(true)}</div>}
          {width !== 'desktop' && (
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-label={SHELL_TEXTS.openMenu}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? drawerId : undefined}
              aria-haspopup="dialog"
              onPointerEnter={loadHeaderDrawer}
              onPointerDown={loadHeaderDrawer}
              onFocus={loadHeaderDrawer}
              onClick={() => setDrawerAt(location.key)}
              data-testid="menu-button"
            >
              <ShellIcon icon={MenuOutlined} />
            </button>
          )}
        </div>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <HeaderDrawer
            id={drawerId}
            onClose={closeDrawer}
            menu={menuNodes(config.menulist ?? [])}
            quickLinks={quickLinks}
            search={width === 'phone' ? search : undefined}
            withAccount={width === 'phone'}
            loginarea={config.loginarea}
            loggedIn={loggedIn}
            userName={userName}
            onLogout={onLogout}
            track={track}
          />
        </Suspense>
      )}
    </header>
  );
}
