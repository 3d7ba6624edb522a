import { useRef, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { QuickEntry, RecommendedFunction } from '@portal/contract/calls/customer-service/get-customer-setting';
import { RECOMMENDATION_GROUP_SIZE } from '@portal/contract/limits';
import { CS_TEXTS as T } from './texts.ts';
import styles from './ChatWindow.module.css';

/** Pixels a click on a quick-entry arrow scrolls. */
const QUICK_ENTRY_STEP = 160;

function groupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Recommended functions (§2), RECOMMENDATION_GROUP_SIZE per group with previous/next arrows. */
export function RecommendedCarousel({ items, onOpen }: { items: readonly RecommendedFunction[]; onOpen: (url: string) => void }) {
  const [group, setGroup] = useState(0);
  const groups = groupsOf(items, RECOMMENDATION_GROUP_SIZE);
  if (groups.length === 0) return null;
  const current = Math.min(group, groups.length - 1);
  return (
    <section className={styles.recommend} aria-label={T.recommended} data-testid="cs-recommended">
      <button
        type="button"
        className={styles.arrow}
        aria-label={T.previousGroup}
        disabled={current === 0}
        onClick={() => setGroup(current - 1)}
      >
        <LeftOutlined aria-hidden />
      </button>
      <div className={styles.recommendViewport}>
        <div className={styles.recommendTrack} style={{ transform: `translateX(-${current * 100}%)` }}>
          {groups.map((g, gi) => (
            <ul key={gi} className={styles.recommendGroup} inert={gi !== current}>
              {g.map((f) => (
                <li key={`${f.functionName}-${f.url}`}>
                  <button type="button" className={styles.recommendItem} onClick={() => onOpen(f.url)}>
                    <img src={f.iconUrl} alt="" className={styles.recommendIcon} />
                    <span>{f.functionName}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label={T.nextGroup}
        disabled={current >= groups.length - 1}
        onClick={() => setGroup(current + 1)}
      >
        <RightOutlined aria-hidden />
      </button>
    </section>
  );
}

/** Quick entries (§2): a scrolling row of questions; a click asks it. */
export function QuickEntries({ items, onAsk }: { items: readonly QuickEntry[]; onAsk: (question: string) => void }) {
  const row = useRef<HTMLUListElement | null>(null);
  if (items.length === 0) return null;
  const scroll = (by: number) => row.current?.scrollBy({ left: by, behavior: 'smooth' });
  return (
    <nav className={styles.quick} aria-label={T.quickEntries} data-testid="cs-quick-entries">
      <button type="button" className={styles.quickArrow} aria-label={T.previousEntries} onClick={() => scroll(-QUICK_ENTRY_STEP)}>
        <LeftOutlined aria-hidden />
      </button>
      <ul ref={row} className={styles.quickRow}>
        {items.map((e) => (
          <li key={e.functionName}>
            <button type="button" className={styles.quickItem} onClick={() => onAsk(e.question || e.functionName)}>
              {e.functionName}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.quickArrow} aria-label={T.nextEntries} onClick={() => scroll(QUICK_ENTRY_STEP)}>
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}
