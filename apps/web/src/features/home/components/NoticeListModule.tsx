import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { trackItemClick } from './track-item.ts';
import styles from './NoticeListModule.module.css';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Notices (`noticeList`) with their date (the item's tag, yyyy-mm-dd) as a calendar badge. */
export function NoticeListModule({ module, track }: { module: HomeModule; track: Track }) {
  return (
    <ul className={styles.list}>
      {module.itemList.map((item) => {
        const date = ISO_DATE.exec(item.tag ?? '');
        return (
          <li key={item.itemId} className={styles.item}>
            <ConfigLink className={styles.link} url={item.url} newPage={item.newPage} onClick={trackItemClick(track, item)}>
              {date ? (
                <time className={styles.date} dateTime={date[0]}>
                  <span className={styles.day}>{date[3]}</span>
                  <span className={styles.month}>{`${date[1]}.${date[2]}`}</span>
                </time>
              ) : (
                item.tag && <span className={styles.date}>{item.tag}</span>
              )}
              <span className={styles.text}>
                <span className={styles.title}>{item.title}</span>
                {item.desc && <span className={styles.desc}>{item.desc}</span>}
              </span>
            </ConfigLink>
          </li>
        );
      })}
    </ul>
  );
}
