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
export function HomeScreen({ content, track, heading = HOME_TEXTS.defaultHeading }: HomeScreenProps) {
  // Banners an operator switched off stay in the configuration but are not shown.
  const banners = content.bannerList.filter((b) => b.hide !== true);
  const hasBanner = banners.length > 0;
  // Sections alternate white and tinted backgrounds; the quick-entry card does not count.
  let sectionCount = 0;
  return (
    <div className={styles.home} data-testid="home">
      <h1 className={styles.visuallyHidden}>{heading}</h1>
      {hasBanner && <BannerCarousel banners={banners} track={track} />}
      {content.moduleList.map((module, index) => {
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
