import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ASSET_TYPE_LABELS, ASSET_TYPES, type AssetType } from '@portal/contract/calls/special-assets/fields';
import { homePage, homePageAsset } from '@portal/contract/calls/special-assets/public-queries';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { AssetCardView } from './AssetCardView.tsx';
import { AssetSearch } from './AssetSearch.tsx';
import { SPECIAL_TEXTS as T } from './texts.ts';
import styles from './SpecialAssets.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

/** #/specialRes: the marketplace's landing page (featured, latest, by type) with the search box. */
export default function SpecialResHomeScreen() {
  const home = useLoaded(() => callApi(homePage, {}), 'home');
  const [type, setType] = useState<AssetType>('creditor');
  const byType = useLoaded(() => callApi(homePageAsset, { type, size: 8 }), type);
  const data = home.data;
  return (
    <div className={styles.page} data-testid="special-home">
      <div className={styles.hero}>
        <div>
          <h1>{T.title}</h1>
          <p className={styles.meta}>{T.intro}</p>
          {data && (
            <div className={styles.stats}>
              <span>{T.listed(data.listedCount)}</span>
              <span>{T.orgs(data.orgCount)}</span>
              <Link to="/specialRes/collect?pageCode=tszc">{T.collectTitle}</Link>
            </div>
          )}
        </div>
        <AssetSearch />
      </div>
      {home.error ? <Alert type="error" showIcon title={T.loadFailed} /> : null}
      {!data && !home.error && <Spin />}
      {data && (
        <>
          <section className={styles.section}>
            <h2>{T.featured}</h2>
            <div className={styles.grid}>{data.featured.map((a) => <AssetCardView key={a.assetId} asset={a} />)}</div>
          </section>
          <section className={styles.section}>
            <div className={styles.toolbar}>
              <h2>{T.latest}</h2>
              <Link to="/specialRes/list?pageCode=tszc">{T.more}</Link>
            </div>
            <div className={styles.grid}>{data.latest.map((a) => <AssetCardView key={a.assetId} asset={a} />)}</div>
          </section>
          <section className={styles.section}>
            <h2>{T.byType}</h2>
            <WrappingTabs
              activeKey={type}
              onChange={(k) => setType(k as AssetType)}
              items={ASSET_TYPES.map((t) => ({ key: t, label: `${ASSET_TYPE_LABELS[t]}（${data.typeCounts.find((c) => c.type === t)?.count ?? 0}）` }))}
            />
            <div className={styles.grid}>{byType.data?.list.map((a) => <AssetCardView key={a.assetId} asset={a} />)}</div>
            <p>
              <Link to={`/specialRes/list?pageCode=tszc&type=${type}`}>{T.more}</Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
