import { useState } from 'react';
import { Alert, Button, Descriptions, Spin, Tag, message, type DescriptionsProps } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ASSET_STATUS_LABELS, ASSET_TYPE_LABELS } from '@portal/contract/calls/special-assets/fields';
import { cancelFavoriteAsset, favoriteAsset, queryFavoriteAsset } from '@portal/contract/calls/special-assets/customer-calls';
import { assetDetailQuery, type AssetDetail } from '@portal/contract/calls/special-assets/public-queries';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { useSession } from '../../session/session-store.ts';
import { formatArea, formatPrice } from './format.ts';
import { InquiryDialog } from './InquiryDialog.tsx';
import { SPECIAL_TEXTS as T } from './texts.ts';
import styles from './SpecialAssets.module.css';

/**
 * The asset's facts as label and value, only those it has: an empty or missing value is left out
 * rather than drawn as a blank row (issue 37).
 */
function assetFacts(a: AssetDetail): DescriptionsProps['items'] {
  const facts: Array<[string, string | null | undefined | false]> = [
    [T.region, [a.province, a.city].filter(Boolean).join('·')],
    [T.location, a.location],
    [T.industry, a.industry],
    [T.debtor, a.debtor],
    [T.principal, a.principalFen !== null && formatPrice(a.principalFen)],
    [T.interest, a.interestFen !== null && formatPrice(a.interestFen)],
    [T.area, a.areaM2 !== null && formatArea(a.areaM2)],
    [T.perM2, a.pricePerM2Fen !== null && `${(a.pricePerM2Fen / 100).toLocaleString('zh-CN', { maximumFractionDigits: 0 })} 元/平方米`],
    [T.collateral, a.collateral],
    [T.litigation, a.litigation],
    [T.disposal, a.disposal],
    [T.org, a.orgName],
    [T.contact, [a.contactName, a.contactPhone].filter(Boolean).join(' · ')],
    [T.listedOn, a.listedOn],
    [T.updatedOn, a.updatedOn],
  ];
  return facts.flatMap(([label, value]) => (value && value.trim() ? [{ key: label, label, children: value }] : []));
}

/** #/specialRes/detail?id=…: facts, a picture gallery, a written location, favourite and enquiry. */
export default function SpecialResDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const loggedIn = useSession().status === 'user';
  const [toast, holder] = message.useMessage();
  const detail = useLoaded(() => callApi(assetDetailQuery, { assetId: id }), id);
  const fav = useLoaded(() => (loggedIn && /^[A-Z]{2}\d{8}$/.test(id) ? callApi(queryFavoriteAsset, { pageNo: 1, pageSize: 1, assetIds: [id] }) : Promise.resolve({ total: 0, list: [] })), `${id}:${loggedIn}`);
  const [picture, setPicture] = useState(0);
  const [inquiring, setInquiring] = useState(false);
  const [done, setDone] = useState(false);
  const login = () => navigate(`/login?redirectUrl=${encodeURIComponent(`/specialRes/detail?id=${id}&pageCode=tszc`)}`);

  async function toggleFavourite() {
    if (!loggedIn) return login();
    try {
      await callApi(fav.data?.total ? cancelFavoriteAsset : favoriteAsset, { assetId: id });
      fav.reload();
    } catch (err) {
      void toast.error(failureText(err, T.favouriteFailed));
    }
  }

  if (detail.error) return <div className={styles.page}><Alert type="error" showIcon title={failureText(detail.error, T.notFound)} data-testid="asset-error" /></div>;
  const a = detail.data;
  if (!a) return <div className={styles.page}><Spin /></div>;
  const open = a.status === 'listed' || a.status === 'negotiating';
  const shown = a.pictures[picture] ?? a.pictures[0];
  return (
    <div className={styles.page} data-testid="special-detail">
      {holder}
      <h1 data-testid="asset-title">{a.title}</h1>
      <div style={{ marginBottom: 12 }}>
        <Tag color="blue">{ASSET_TYPE_LABELS[a.type]}</Tag>
        <Tag color={a.status === 'listed' ? 'green' : 'default'}>{ASSET_STATUS_LABELS[a.status]}</Tag>
        <span className={styles.meta}>资产编号 {a.assetId}</span>
      </div>
      <div className={styles.detail}>
        <div className={styles.gallery}>
          {shown ? <img className={styles.mainPicture} src={shown} alt={a.title} data-testid="asset-picture" /> : <div className={styles.noCover}>{T.noPicture}</div>}
          <div className={styles.thumbs}>
            {a.pictures.map((p, i) => (
              <button type="button" key={p} className={styles.thumb} onClick={() => setPicture(i)} aria-label={`第 ${i + 1} 张图片`}>
                <img src={p} alt="" className={`${styles.thumb} ${i === picture ? styles.thumbActive : ''}`} />
              </button>
            ))}
          </div>
        </div>
        <div>
          <div className={styles.price} data-testid="asset-price">
            {T.price}：{formatPrice(a.listingPriceFen)}
          </div>
          <div className={styles.actions}>
            <Button icon={fav.data?.total ? <HeartFilled /> : <HeartOutlined />} onClick={() => void toggleFavourite()} data-testid="favourite-toggle" aria-pressed={!!fav.data?.total}>
              {fav.data?.total ? T.favourited : T.favourite}
            </Button>
            <Button type="primary" disabled={!open} onClick={() => (loggedIn ? setInquiring(true) : login())} data-testid="inquire">
              {T.inquire}
            </Button>
          </div>
          {!open && <Alert type="info" showIcon title={T.inquiryClosed} />}
          {done && <Alert type="success" showIcon title={T.inquiryDone} data-testid="inquiry-done" />}
          <Descriptions column={1} size="small" bordered items={assetFacts(a)} data-testid="asset-facts" />
        </div>
      </div>
      <section className={styles.section}>
        <h2>{T.description}</h2>
        <p>{a.description}</p>
        <h2>{T.documents}</h2>
        <ul>
          {a.documents.map((d) => (
            <li key={d.name}>
              {d.name} · <span className={styles.meta}>{d.note}（请联系资产经理获取）</span>
            </li>
          ))}
        </ul>
      </section>
      {loggedIn && (
        <InquiryDialog
          assetId={a.assetId}
          open={inquiring}
          onClose={() => setInquiring(false)}
          onDone={() => {
            setInquiring(false);
            setDone(true);
          }}
        />
      )}
    </div>
  );
}
