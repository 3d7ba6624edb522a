import { startTransition, useEffect, useState } from 'react';
import type { PageContent } from '@portal/contract/page-config';
import type { Track } from '../../app/track.ts';
import { BannerCarousel } from './components/BannerCarousel.tsx';
import { HomeModuleView } from './components/HomeModuleView.tsx';
import { HOME_TEXTS } from './texts.ts';
import styles from './HomeScreen.module.css';

export interface HomeScreenProps {
  content: PageContent;
  track: Track;
  /** The page's one h1, visually hidden (the banner carries the visible headline); pass pageInfo.pageName. */
  heading?: string | undefined;
}

/**
 * A configured portal home page (§2 `/` and `/index`, any pageCode): the banner carousel and
 * the modules of `moduleList` in their configured order.
 */
/** Modules rendered with the banner; the rest follow in an interruptible render (issue 20: a phone's first paint). */
const FIRST_MODULES = 2;

export function HomeScreen({ content, track, heading = HOME_TEXTS.defaultHeading }: HomeScreenProps) {
  const [showAll, setShowAll] = useState(false);
  useEffect(() => startTransition(() => setShowAll(true)), []);
  // Banners an operator switched off stay in the configuration but are not shown.
  const banners = content.bannerList.filter((b) => b.hide !== true);
  const hasBanner = banners.length > 0;
  // Sections alternate white and tinted backgrounds; the quick-entry card does not count.
  let sectionCount = 0;
  return (
    <div className={styles.home} data-testid="home">
      <h1 className={styles.visuallyHidden}>{heading}</h1>
      {hasBanner && <BannerCarousel banners={banners} track={track} />}
      {content.moduleList.slice(0, showAll ? undefined : FIRST_MODULES).map((module, index) => {
        const tinted = module.type !== 'quickEntry' && sectionCount++ % 2 === 1;
        return (
          <HomeModuleView
            key={module.moduleId}
            module={module}
            track={track}
            afterBanner={hasBanner && index === 0}
            tinted={tinted}
          />
        );
      })}
    </div>
  );
}
