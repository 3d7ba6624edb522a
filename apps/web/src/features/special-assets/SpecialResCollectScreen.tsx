import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Spin, message } from 'antd';
import { Link } from 'react-router-dom';
import { cancelFavoriteAsset, queryFavoriteAsset } from '@portal/contract/calls/special-assets/customer-calls';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { AssetCardView } from './AssetCardView.tsx';
import { SPECIAL_TEXTS as T } from './texts.ts';
import styles from './SpecialAssets.module.css';

const PAGE_SIZE = 12;

/** #/specialRes/collect: the logged-in customer's own favourites. */
export default function SpecialResCollectScreen() {
  const [pageNo, setPageNo] = useState(1);
  const [toast, holder] = message.useMessage();
  const list = useLoaded(() => callApi(queryFavoriteAsset, { pageNo, pageSize: PAGE_SIZE }), String(pageNo));

  async function remove(assetId: string) {
    try {
      await callApi(cancelFavoriteAsset, { assetId });
      list.reload();
    } catch (err) {
      void toast.error(failureText(err, T.favouriteFailed));
    }
  }

  return (
    <div className={styles.page} data-testid="special-collect">
      {holder}
      <div className={styles.hero}>
        <h1>{T.collectTitle}</h1>
        <Link to="/specialRes/list?pageCode=tszc">{T.listTitle}</Link>
      </div>
      {list.error ? <Alert type="error" showIcon title={failureText(list.error, T.loadFailed)} /> : null}
      {!list.data && !list.error && <Spin />}
      {list.data && list.data.total === 0 && <Empty description={T.noFavourites} />}
      <div className={styles.grid}>
        {list.data?.list.map((a) => (
          <AssetCardView key={a.assetId} asset={a} extra={<Button size="small" onClick={() => void remove(a.assetId)}>{T.removeFavourite}</Button>} />
        ))}
      </div>
      {list.data && list.data.total > PAGE_SIZE && <Pagination style={{ marginTop: 16 }} current={pageNo} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPageNo} />}
    </div>
  );
}
