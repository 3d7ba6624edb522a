import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ASSET_STATUS_LABELS, ASSET_TYPE_LABELS, type AssetCard } from '@portal/contract/calls/special-assets/fields';
import { detailPath, formatArea, formatPrice } from './format.ts';
import { SPECIAL_TEXTS as T } from './texts.ts';
import styles from './SpecialAssets.module.css';

/** One asset in a grid: picture, title, place, price; opens the detail page. */
export function AssetCardView({ asset, extra }: { asset: AssetCard; extra?: React.ReactNode }) {
  return (
    <div className={styles.card} data-testid="asset-card" data-asset-id={asset.assetId}>
      <Link to={detailPath(asset.assetId)}>
        {asset.coverUrl ? <img className={styles.cover} src={asset.coverUrl} alt={asset.title} loading="lazy" /> : <div className={styles.noCover}>{T.noPicture}</div>}
      </Link>
      <div className={styles.body}>
        <Link to={detailPath(asset.assetId)} className={styles.title}>
          {asset.title}
        </Link>
        <div>
          <Tag color="blue">{ASSET_TYPE_LABELS[asset.type]}</Tag>
          <Tag color={asset.status === 'listed' ? 'green' : 'default'}>{ASSET_STATUS_LABELS[asset.status]}</Tag>
          {asset.featured && <Tag color="red">推荐</Tag>}
        </div>
        <div className={styles.meta}>
          {asset.province}·{asset.city} · {asset.industry}
          {asset.areaM2 !== null && ` · ${formatArea(asset.areaM2)}`}
        </div>
        <div className={styles.price}>{formatPrice(asset.listingPriceFen)}</div>
        <div className={styles.meta}>
          {asset.orgName} · {asset.listedOn}
        </div>
        {extra}
      </div>
    </div>
  );
}
