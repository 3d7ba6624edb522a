import type { PageContent } from '@portal/contract/page-config';
import type { Track } from '../../app/track.ts';
import { BannerCarousel } from './components/BannerCarousel.tsx';
import { HomeModuleView } from './components/HomeModuleView.tsx';
import styles from './HomeScreen.module.css';

export interface HomeScreenProps {
  content: PageContent;
  track: Track;
}

/**
 * A configured portal home page (§2 `/` and `/index`, any pageCode): the banner carousel and
 * the modules of `moduleList` in their configured order.
 */
export function HomeScreen({ content, track }: HomeScreenProps) {
  const hasBanner = content.bannerList.length > 0;
  // Sections alternate white and tinted backgrounds; the quick-entry card does not count.
  let sectionCount = 0;
  return (
    <div className={styles.home} data-testid="home">
      {hasBanner && <BannerCarousel banners={content.bannerList} track={track} />}
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
