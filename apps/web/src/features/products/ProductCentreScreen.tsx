import { useState } from 'react';
import { Input, Pagination } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_TYPES } from '@portal/contract/calls/products/fields';
import { productList } from '@portal/contract/calls/products/product-list';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { useCall } from '../../api/use-call.ts';
import { EmptyState, LoadState } from './LoadState.tsx';
import { ProductGrid } from './ProductCard.tsx';
import { PRODUCT_TEXTS as T } from './texts.ts';
import styles from './Products.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

const ALL = 'all';
type TypeCode = (typeof PRODUCT_TYPES)[number]['type'];
const isType = (v: string | null): v is TypeCode => PRODUCT_TYPES.some((t) => t.type === v);

/**
 * /bankProduct: the product centre. Type tabs, words and page live in the address
 * (`type`, `keyword`, `pageNo`) so a link or the back button returns to the same list.
 */
export default function ProductCentreScreen() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const [draft, setDraft] = useState(keyword);
  const [tick, setTick] = useState(0);
  const result = useCall(productList, { type, keyword: keyword || undefined, pageNo, pageSize: LIST_PAGE_SIZE }, tick);

  function go(next: { type?: string | undefined; keyword?: string; pageNo?: number }) {
    const merged = { type, keyword, pageNo: 1, ...next };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v && !(k === 'pageNo' && v === 1)) search.set(k, String(v));
    // Keep the page configuration the portal was opened with.
    const pageCode = params.get('pageCode');
    if (pageCode) search.set('pageCode', pageCode);
    setParams(search);
  }

  return (
    <PageBand title={T.centreTitle} intro={T.centreIntro} crumbs={[{ label: T.centreTitle }]}>
      <WrappingTabs
        activeKey={type ?? ALL}
        onChange={(key) => go({ type: key === ALL ? undefined : key })}
        items={[{ key: ALL, label: T.all }, ...PRODUCT_TYPES.map((t) => ({ key: t.type, label: t.name }))]}
      />
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid="product-total">
          {result.state === 'done' ? T.total(result.data.total) : '\u00a0'}
        </span>
        <Input.Search
          className={styles.search}
          placeholder={T.searchPlaceholder}
          enterButton={T.search}
          allowClear
          value={draft}
          maxLength={30}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(v) => go({ keyword: v.trim() })}
          aria-label={T.searchPlaceholder}
        />
      </div>
      <LoadState result={result} onRetry={() => setTick((t) => t + 1)} />
      {result.state === 'done' &&
        (result.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ProductGrid items={result.data.items} />
            {result.data.total > LIST_PAGE_SIZE && (
              <Pagination
                className={styles.pager}
                current={pageNo}
                pageSize={LIST_PAGE_SIZE}
                total={result.data.total}
                showSizeChanger={false}
                onChange={(p) => go({ pageNo: p })}
              />
            )}
          </>
        ))}
    </PageBand>
  );
}
