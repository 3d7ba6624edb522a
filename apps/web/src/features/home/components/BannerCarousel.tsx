import { useCallback, useEffect, useRef, useState } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { ShellIcon } from '../../../ui/ShellIcon.tsx';
import type { Banner } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { HOME_TEXTS } from '../texts.ts';
import styles from './BannerCarousel.module.css';

const AUTOPLAY_SPEED_MS = 5000;

/** A visitor who asked their system for less motion gets still banners until they press play. */
const prefersLessMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The home banner carousel: cross-fading slides, autoplay that pauses while the pointer or
 * keyboard focus is on it or the tab is hidden, a pause button that stops it for good (WCAG 2.2.2;
 * stopped from the start under prefers-reduced-motion), and dot buttons. Each banner reports
 * `banner_show` the first time it becomes current and `banner_click` when clicked.
 * Hand-written rather than antd's Carousel so the home route ships without antd's runtime;
 * inactive slides are `visibility: hidden`, so only the current link is focusable.
 */
export function BannerCarousel({ banners, track }: { banners: Banner[]; track: Track }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(prefersLessMotion);
  const shown = useRef(new Set<string>());
  const count = banners.length;

  const reportShown = useCallback(
    (banner: Banner | undefined) => {
      if (!banner || shown.current.has(banner.bannerId)) return;
      shown.current.add(banner.bannerId);
      track({ type: 'banner_show', trackId: banner.trackId, label: banner.title });
    },
    [track],
  );

  const active = banners[Math.min(current, count - 1)];
  useEffect(() => reportShown(active), [active, reportShown]);

  useEffect(() => {
    if (count < 2 || paused || stopped) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setCurrent((index) => (index + 1) % count);
    }, AUTOPLAY_SPEED_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, stopped]);

  if (count === 0) return null;

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={HOME_TEXTS.bannerRegion}
      data-testid="banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {banners.map((banner, i) => {
        const isCurrent = i === current;
        return (
          <div
            key={banner.bannerId}
            className={`${styles.slideFrame} ${isCurrent ? styles.current : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={HOME_TEXTS.slideLabel(i + 1, count)}
            aria-hidden={!isCurrent}
          >
            <ConfigLink
              className={styles.slide}
              url={banner.url}
              newPage={banner.newPage}
              onClick={() => track({ type: 'banner_click', trackId: banner.trackId, label: banner.title })}
              data-testid={`banner-slide-${i}`}
            >
              <img
                className={styles.image}
                src={banner.imgsrc}
                alt=""
                draggable={false}
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
              <span className={styles.caption}>
                <strong className={styles.title}>{banner.title}</strong>
                {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
                {banner.url && (
                  <span className={styles.cta}>
                    {HOME_TEXTS.learnMore}
                    <ShellIcon icon={RightOutlined} className={styles.ctaIcon} />
                  </span>
                )}
              </span>
            </ConfigLink>
          </div>
        );
      })}
      {count > 1 && (
        <div className={styles.dots}>
          <button
            type="button"
            className={`${styles.toggle} ${stopped ? styles.toggleStopped : ''}`}
            aria-label={stopped ? HOME_TEXTS.playSlides : HOME_TEXTS.pauseSlides}
            onClick={() => setStopped((s) => !s)}
            data-testid="banner-toggle"
          />
          {banners.map((banner, i) => (
            <button
              key={banner.bannerId}
              type="button"
              className={`${styles.dot} ${i === current ? styles.dotActive : ''}`}
              aria-label={HOME_TEXTS.showSlide(i + 1, banner.title)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
