import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { trackItemClick } from './track-item.ts';
import styles from './ImageCardsModule.module.css';

/** Picture cards (`imageCards`): a 16:9 image, an optional tag, title and description. */
export function ImageCardsModule({ module, track }: { module: HomeModule; track: Track }) {
  const fourUp = module.itemList.length % 4 === 0;
  return (
    <ul className={`${styles.grid} ${fourUp ? styles.grid4 : ''}`}>
      {module.itemList.map((item) => (
        <li key={item.itemId}>
          <ConfigLink className={styles.card} url={item.url} newPage={item.newPage} onClick={trackItemClick(track, item)}>
            <span className={styles.media}>{item.imgsrc && <img src={item.imgsrc} alt="" loading="lazy" />}</span>
            <span className={styles.body}>
              {item.tag && <span className={styles.tag}>{item.tag}</span>}
              <span className={styles.title}>{item.title}</span>
              {item.desc && <span className={styles.desc}>{item.desc}</span>}
            </span>
          </ConfigLink>
        </li>
      ))}
    </ul>
  );
}
