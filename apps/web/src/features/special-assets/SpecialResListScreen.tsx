import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Empty, InputNumber, Pagination, Select, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ASSET_STATUS_LABELS, ASSET_STATUSES, ASSET_TYPE_LABELS, ASSET_TYPES, ZAssetSort, ZAssetStatus, ZAssetType, type AssetSort } from '@portal/contract/calls/special-assets/fields';
import { assetListQuery, orgQuery } from '@portal/contract/calls/special-assets/public-queries';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { AssetCardView } from './AssetCardView.tsx';
import { AssetSearch } from './AssetSearch.tsx';
import { SPECIAL_TEXTS as T } from './texts.ts';
import styles from './SpecialAssets.module.css';

const PROVINCES = ['北京市', '上海市', '天津市', '重庆市', '广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '河南省', '福建省', '陕西省', '湖南省', '安徽省'];
const PAGE_SIZE = 12;

const num = (v: string | null) => (v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** A price box takes digits and a decimal point only: a letter typed never shows (issue 37). */
const AMOUNT_ONLY = {
  inputMode: 'decimal' as const,
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length === 1 && !/[\d.]/.test(event.key) && !event.ctrlKey && !event.metaKey) event.preventDefault();
  },
};

/** #/specialRes/list: every filter lives in the address, so a result can be shared and Back restores it. */
export default function SpecialResListScreen() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const type = ZAssetType.safeParse(params.get('type')).data;
  const status = ZAssetStatus.safeParse(params.get('status')).data;
  const sort: AssetSort = ZAssetSort.safeParse(params.get('sort')).data ?? 'latest';
  const province = params.get('province') ?? undefined;
  const orgId = params.get('orgId') ?? undefined;
  const minPriceWan = num(params.get('min'));
  const maxPriceWan = num(params.get('max'));
  const pageNo = num(params.get('page')) ?? 1;
  const [min, setMin] = useState<number | null>(minPriceWan ?? null);
  const [max, setMax] = useState<number | null>(maxPriceWan ?? null);
  const [rangeError, setRangeError] = useState('');
  const orgs = useLoaded(() => callApi(orgQuery, {}), 'orgs');

  const input = {
    ...(keyword ? { keyword } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(province ? { province } : {}),
    ...(orgId ? { orgId } : {}),
    ...(minPriceWan !== undefined ? { minPriceWan } : {}),
    ...(maxPriceWan !== undefined ? { maxPriceWan } : {}),
    sort,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useLoaded(() => callApi(assetListQuery, input), JSON.stringify(input));

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in changes)) next.delete('page');
    next.set('pageCode', 'tszc');
    setParams(next);
  };

  const applyPrice = () => {
    if (min !== null && max !== null && min > max) return setRangeError(T.reversed);
    setRangeError('');
    update({ min: min === null ? undefined : String(min), max: max === null ? undefined : String(max) });
  };

  return (
    <div className={styles.page} data-testid="special-list">
      <div className={styles.hero}>
        <h1>{T.listTitle}</h1>
        <AssetSearch key={keyword} initial={keyword} onSearch={(k) => update({ keyword: k })} />
      </div>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="asset-type">{T.filterType}</label>
          <Select id="asset-type" data-testid="filter-type" value={type ?? ''} onChange={(v) => update({ type: v || undefined })} options={[{ value: '', label: T.all }, ...ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] }))]} />
        </div>
        <div className={styles.field}>
          <label htmlFor="asset-province">{T.filterProvince}</label>
          <Select id="asset-province" data-testid="filter-province" value={province ?? ''} onChange={(v) => update({ province: v || undefined })} options={[{ value: '', label: T.all }, ...PROVINCES.map((p) => ({ value: p, label: p }))]} />
        </div>
        <div className={styles.field}>
          <label htmlFor="asset-org">{T.filterOrg}</label>
          <Select id="asset-org" value={orgId ?? ''} onChange={(v) => update({ orgId: v || undefined })} options={[{ value: '', label: T.all }, ...(orgs.data?.list ?? []).map((o) => ({ value: o.orgId, label: o.name }))]} />
        </div>
        <div className={styles.field}>
          <label htmlFor="asset-status">{T.filterStatus}</label>
          <Select id="asset-status" value={status ?? ''} onChange={(v) => update({ status: v || undefined })} options={[{ value: '', label: '在售（挂牌中及洽谈中）' }, ...ASSET_STATUSES.map((s) => ({ value: s, label: ASSET_STATUS_LABELS[s] }))]} />
        </div>
        <div className={styles.field}>
          <label>{T.priceRange}</label>
          <div className={styles.priceRow}>
            <InputNumber {...AMOUNT_ONLY} min={0} value={min} onChange={setMin} placeholder={T.priceMin} aria-label={`${T.priceRange}${T.priceMin}`} data-testid="price-min" status={rangeError ? 'error' : ''} />
            <span>—</span>
            <InputNumber {...AMOUNT_ONLY} min={0} value={max} onChange={setMax} placeholder={T.priceMax} aria-label={`${T.priceRange}${T.priceMax}`} data-testid="price-max" status={rangeError ? 'error' : ''} />
            <Button onClick={applyPrice} data-testid="price-apply">
              {T.apply}
            </Button>
          </div>
        </div>
        {rangeError && (
          <div className={styles.error} role="alert" data-testid="price-error">
            {rangeError}
          </div>
        )}
      </div>
      <div className={styles.toolbar}>
        <span data-testid="asset-total">{list.data ? T.total(list.data.total) : ''}</span>
        <Select
          value={sort}
          onChange={(v) => update({ sort: v })}
          style={{ minWidth: 150 }}
          aria-label="排序"
          options={[
            { value: 'latest', label: T.sortLatest },
            { value: 'priceAsc', label: T.sortPriceAsc },
            { value: 'priceDesc', label: T.sortPriceDesc },
          ]}
        />
      </div>
      {list.error ? <Alert type="error" showIcon title={failureText(list.error, T.loadFailed)} /> : null}
      {!list.data && !list.error && <Spin />}
      {list.data && list.data.list.length === 0 && <Empty description={T.empty} />}
      <div className={styles.grid}>{list.data?.list.map((a) => <AssetCardView key={a.assetId} asset={a} />)}</div>
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination style={{ marginTop: 16 }} current={pageNo} pageSize={PAGE_SIZE} total={list.data.total} showSizeChanger={false} onChange={(p) => update({ page: String(p) })} />
      )}
    </div>
  );
}
