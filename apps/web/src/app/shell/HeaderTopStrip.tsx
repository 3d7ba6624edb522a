import type { ReactNode } from 'react';
import type { HeaderConfig } from '@portal/contract/page-config';
import type { Track } from '../track.ts';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import { onMenuArrowKey } from './menu-arrow-keys.ts';
import { isShown } from './menu-visibility.ts';
import { HeaderTopNavEntry } from './HeaderTopNavEntry.tsx';
import { SHELL_TEXTS } from './texts.ts';
import { useHoverMenu } from './useHoverMenu.ts';
import styles from './HeaderTop.module.css';

interface TopStripProps {
  config: HeaderConfig;
  track: Track;
  /** The login area, when it lives in the strip rather than the main bar. */
  loginArea: ReactNode;
  /** The 关怀模式 switch and the 无障碍工具条's trigger (issue 38), first on the right. */
  careSwitch: ReactNode;
}

/** The thin strip above the main bar: small logo, left links, top navigation and login area. */
export function HeaderTopStrip({ config, track, loginArea, careSwitch }: TopStripProps) {
  const panels = useHoverMenu<number>();
  const loginarea = config.loginarea;
  const topNav = (config.headerTopNav ?? []).filter(isShown);
  const pick = (label: string) => {
    track({ type: 'menu_click', label });
    panels.close();
  };

  return (
    <div className={`${styles.strip} ${loginarea?.hoverBlue ? styles.hoverBlue : ''}`} data-testid="header-top">
      <div className={styles.inner}>
        <div className={styles.left}>
          {loginarea?.showLogo && loginarea.logoImg && (
            <img className={styles.smallLogo} src={loginarea.logoImg} alt={SHELL_TEXTS.bankName} />
          )}
          {(config.leftLink ?? []).length > 0 && (
            <ul className={styles.links}>
              {(config.leftLink ?? []).map((link, i) => (
                <li key={`${link.label}-${i}`}>
                  <ConfigLink
                    className={styles.link}
                    url={link.url}
                    newPage={link.newPage}
                    onClick={() => pick(link.label)}
                  >
                    {link.label}
                  </ConfigLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.right}>
          {careSwitch}
          {topNav.length > 0 && (
            <nav aria-label={SHELL_TEXTS.topNavLabel}>
              <ul className={styles.nav} onKeyDown={(event) => onMenuArrowKey(event, panels.open)}>
                {topNav.map((item, index) => (
                  <HeaderTopNavEntry
                    key={`${item.label}-${index}`}
                    item={item}
                    open={panels.openKey === index}
                    onOpen={() => panels.open(index)}
                    onFocusOpen={() => panels.openOnFocus(index)}
                    onLeave={panels.closeLater}
                    onClose={() => panels.close(index)}
                    onDismiss={panels.dismiss}
                    onPick={pick}
                  />
                ))}
              </ul>
            </nav>
          )}
          {loginArea}
        </div>
      </div>
    </div>
  );
}
