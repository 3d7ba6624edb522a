import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { trackItemClick } from './track-item.ts';
import styles from './ServiceGridModule.module.css';

/** Service tiles (`serviceGrid`): icon, title link, description and the item's own links. */
export function ServiceGridModule({ module, track }: { module: HomeModule; track: Track }) {
  const threeUp = module.itemList.length % 3 === 0 && module.itemList.length % 4 !== 0;
  return (
    <ul className={`${styles.grid} ${threeUp ? styles.grid3 : ''}`}>
      {module.itemList.map((item) => (
        <li key={item.itemId} className={styles.cell}>
          {item.iconsrc && <img className={styles.icon} src={item.iconsrc} alt="" loading="lazy" />}
          <ConfigLink className={styles.titleLink} url={item.url} newPage={item.newPage} onClick={trackItemClick(track, item)}>
            {item.title}
          </ConfigLink>
          {item.desc && <p className={styles.desc}>{item.desc}</p>}
          {(item.children ?? []).length > 0 && (
            <ul className={styles.links}>
              {(item.children ?? []).map((link, i) => (
                <li key={`${link.label}-${i}`}>
                  <ConfigLink
                    className={styles.subLink}
                    url={link.url}
                    newPage={link.newPage}
                    onClick={() => track({ type: 'module_click', trackId: item.trackId, label: link.label })}
                  >
                    {link.label}
                  </ConfigLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
