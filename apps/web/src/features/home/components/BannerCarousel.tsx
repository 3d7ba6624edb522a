import { useCallback, useEffect, useRef, useState } from 'react';
import { Carousel } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { Banner } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { HOME_TEXTS } from '../texts.ts';
import styles from './BannerCarousel.module.css';

const AUTOPLAY_SPEED_MS = 5000;

/**
 * The home banner carousel. Each banner reports `banner_show` the first time it becomes the
 * current slide and `banner_click` when clicked. The fade effect keeps exactly one DOM node
 * per banner (the sliding effect clones slides), so test ids stay unique.
 */
export function BannerCarousel({ banners, track }: { banners: Banner[]; track: Track }) {
  const [current, setCurrent] = useState(0);
  const shown = useRef(new Set<string>());

  const reportShown = useCallback(
    (banner: Banner | undefined) => {
      if (!banner || shown.current.has(banner.bannerId)) return;
      shown.current.add(banner.bannerId);
      track({ type: 'banner_show', trackId: banner.trackId, label: banner.title });
    },
    [track],
  );

  // The first banner is visible as soon as the carousel mounts; later ones report on change.
  const first = banners[0];
  useEffect(() => reportShown(first), [first, reportShown]);

  if (banners.length === 0) return null;

  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={HOME_TEXTS.bannerRegion} data-testid="banner">
      <Carousel
        autoplay={banners.length > 1}
        autoplaySpeed={AUTOPLAY_SPEED_MS}
        effect="fade"
        dots={banners.length > 1}
        pauseOnHover
        pauseOnFocus
        beforeChange={(_from, to) => {
          setCurrent(to);
          reportShown(banners[to]);
        }}
      >
        {banners.map((banner, i) => (
          <div key={banner.bannerId}>
            <ConfigLink
              className={styles.slide}
              url={banner.url}
              newPage={banner.newPage}
              tabIndex={i === current ? undefined : -1}
              onClick={() => track({ type: 'banner_click', trackId: banner.trackId, label: banner.title })}
              data-testid={`banner-slide-${i}`}
            >
              <img className={styles.image} src={banner.imgsrc} alt="" draggable={false} />
              <span className={styles.caption}>
                <strong className={styles.title}>{banner.title}</strong>
                {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
                {banner.url && (
                  <span className={styles.cta}>
                    {HOME_TEXTS.learnMore}
                    <RightOutlined className={styles.ctaIcon} aria-hidden />
                  </span>
                )}
              </span>
            </ConfigLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
