import { useMemo } from 'react';
import type { HomeItem, HomeModule, PageContent } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { functionIndex } from '../../../app/shell/function-search.ts';
import { HeaderSearch } from '../../../app/shell/HeaderSearch.tsx';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { trackItemClick } from '../components/track-item.ts';
import { CARE_HOME_TEXTS as T } from './texts.ts';
import styles from './CareHome.module.css';

/** Modules whose items are functions a customer opens (the configured shortcuts and services), in page order. */
const TILE_MODULES = new Set<HomeModule['type']>(['quickEntry', 'serviceGrid']);

/**
 * The home page in 关怀模式 (issue 38): the function search first, then the page's configured
 * shortcuts and services as large tiles, then the notices as a plain list. No banner, nothing
 * that moves by itself; everything comes from the same page configuration as the standard page.
 */
export function CareHome({ content, track, heading }: { content: PageContent; track: Track; heading: string }) {
  const searchIndex = useMemo(() => functionIndex(content.headerData), [content.headerData]);
  const tiles = content.moduleList.filter((m) => TILE_MODULES.has(m.type)).flatMap((m) => m.itemList.filter((item) => item.url));
  const notices = content.moduleList.filter((m) => m.type === 'noticeList');
  return (
    <div className={styles.home} data-testid="care-home">
      <h1 className={styles.heading}>{heading}</h1>
      <section className={styles.searchBand} aria-label={T.searchRegion}>
        <p className={styles.searchHint}>{T.searchHint}</p>
        <div className={styles.search}>
          <HeaderSearch index={searchIndex} track={track} />
        </div>
      </section>
      <section aria-labelledby="care-home-tiles">
        <h2 id="care-home-tiles" className={styles.sectionTitle}>
          {T.tilesTitle}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map((item) => (
            <Tile key={item.itemId} item={item} track={track} />
          ))}
        </ul>
      </section>
      {notices.map((module) => (
        <section key={module.moduleId} aria-labelledby={`care-home-${module.moduleId}`}>
          <h2 id={`care-home-${module.moduleId}`} className={styles.sectionTitle}>
            {module.title}
          </h2>
          <ul className={styles.notices}>
            {module.itemList.map((item) => (
              <li key={item.itemId}>
                <ConfigLink className={styles.notice} url={item.url} newPage={item.newPage} onClick={trackItemClick(track, item)}>
                  {item.title}
                </ConfigLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Tile({ item, track }: { item: HomeItem; track: Track }) {
  const icon = item.iconsrc ?? item.imgsrc;
  return (
    <li>
      <ConfigLink className={styles.tile} url={item.url} newPage={item.newPage} onClick={trackItemClick(track, item)}>
        {icon && <img className={styles.tileIcon} src={icon} alt="" />}
        <span className={styles.tileLabel}>{item.title}</span>
      </ConfigLink>
    </li>
  );
}
