import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { ShellIcon } from '../../../ui/ShellIcon.tsx';
import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { HOME_TEXTS } from '../texts.ts';
import { trackItemClick } from './track-item.ts';
import styles from './ProductCardsModule.module.css';

/** A tag such as "2.15%" or "3.10% 起" is shown as a reference rate; others as a highlight. */
const isRate = (tag: string) => tag.includes('%');

/**
 * Product cards (`productCards`): title, a highlighted tag such as a reference rate, the
 * description and the item's children as feature chips. The whole card is one link.
 */
export function ProductCardsModule({ module, track }: { module: HomeModule; track: Track }) {
  const threeUp = module.itemList.length % 3 === 0 && module.itemList.length % 4 !== 0;
  return (
    <ul className={`${styles.grid} ${threeUp ? styles.grid3 : ''}`}>
      {module.itemList.map((item) => (
        <li key={item.itemId}>
          <ConfigLink className={styles.card} url={item.url} newPage={item.newPage} onClick={trackItemClick(track, item)}>
            <span className={styles.top}>
              {item.iconsrc && <img className={styles.icon} src={item.iconsrc} alt="" loading="lazy" />}
              <strong className={styles.title}>{item.title}</strong>
            </span>
            {item.tag && isRate(item.tag) && (
              <>
                <span className={styles.rate}>{item.tag}</span>
                <span className={styles.rateNote}>{HOME_TEXTS.rateNote}</span>
              </>
            )}
            {item.tag && !isRate(item.tag) && <span className={styles.highlight}>{item.tag}</span>}
            {item.desc && <span className={styles.desc}>{item.desc}</span>}
            {(item.children ?? []).length > 0 && (
              <span className={styles.features}>
                {(item.children ?? []).map((feature, i) => (
                  <span key={`${feature.label}-${i}`} className={styles.feature}>
                    {feature.label}
                  </span>
                ))}
              </span>
            )}
            <span className={styles.action}>
              {HOME_TEXTS.productAction}
              <ShellIcon icon={RightOutlined} />
            </span>
          </ConfigLink>
        </li>
      ))}
    </ul>
  );
}
