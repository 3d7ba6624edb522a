import { useId } from 'react';
import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { trackItemClick } from './track-item.ts';
import styles from './QuickEntryModule.module.css';

interface QuickEntryModuleProps {
  module: HomeModule;
  track: Track;
  /** Pull the card up over the bottom of the banner when it directly follows it. */
  overlap: boolean;
}

/** A row of icon shortcuts (`quickEntry`), laid out as one card. */
export function QuickEntryModule({ module, track, overlap }: QuickEntryModuleProps) {
  const headingId = useId();
  return (
    <section
      className={`${styles.section} ${overlap ? styles.overlap : ''}`}
      aria-labelledby={headingId}
      data-testid={`module-${module.moduleId}`}
    >
      <div className={styles.inner}>
        <div className={styles.card}>
          <div className={styles.head}>
            <h2 id={headingId} className={styles.title}>
              {module.title}
            </h2>
            {module.subtitle && <p className={styles.subtitle}>{module.subtitle}</p>}
          </div>
          <ul className={styles.list}>
            {module.itemList.map((item) => (
              <li key={item.itemId}>
                <ConfigLink
                  className={styles.link}
                  url={item.url}
                  newPage={item.newPage}
                  title={item.desc}
                  onClick={trackItemClick(track, item)}
                >
                  <span className={styles.iconWrap} aria-hidden>
                    {(item.iconsrc ?? item.imgsrc) && (
                      <img className={styles.icon} src={item.iconsrc ?? item.imgsrc} alt="" />
                    )}
                  </span>
                  <span className={styles.label}>{item.title}</span>
                </ConfigLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
