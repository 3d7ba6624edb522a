import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { branchSearch } from '@portal/contract/calls/branches/branch-search';
import { branchServiceName, type RegionOptions } from '@portal/contract/calls/branches/fields';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { BranchCard } from './BranchCard.tsx';
import { BranchFilters } from './BranchFilters.tsx';
import type { BranchFilterValues } from './filter-values.ts';
import { addressOfFilters, filtersFromAddress } from './filters-in-address.ts';
import { BRANCH_TEXTS as T } from './texts.ts';
import styles from './Branches.module.css';

const NO_OPTIONS: RegionOptions = { provinces: [], cities: [], districts: [] };

/** The request of a set of filters: blank ones left out, as "any". */
function requestOf(f: BranchFilterValues, pageNo: number) {
  return {
    ...(f.province ? { province: f.province } : {}),
    ...(f.city ? { city: f.city } : {}),
    ...(f.district ? { district: f.district } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
    services: f.services,
    pageNo,
    pageSize: LIST_PAGE_SIZE,
  };
}

/** The conditions in words, for the empty result: what the customer asked for stays in view. */
function conditionsText(f: BranchFilterValues): string {
  return [[f.province, f.city === f.province ? '' : f.city, f.district].filter(Boolean).join(' '), f.services.map(branchServiceName).join('、'), f.keyword && `“${f.keyword}”`]
    .filter(Boolean)
    .join('；');
}

/** #/branches (网点查询): the bank's branches by region, words and services, as cards; the conditions live in the address. */
export default function BranchFinderScreen() {
  const [params, setParams] = useSearchParams();
  const { filters, pageNo } = filtersFromAddress(params);
  const input = requestOf(filters, pageNo);
  const { data, loading, failed, error, reload } = useLoaded(() => callApi(branchSearch, input), JSON.stringify(input));
  // The last reply stays while the next one loads, so the selects keep their choices.
  const options = data?.options ?? NO_OPTIONS;
  const conditions = conditionsText(filters);

  // A new condition starts again at page 1; each step is a history entry the back button undoes.
  const go = (next: BranchFilterValues, page = 1) => setParams(addressOfFilters(next, page, params.get('pageCode')));
  const change = (next: BranchFilterValues) => go(next);
  const setPageNo = (page: number) => go(filters, page);

  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <div className={styles.finder} data-testid="branch-finder">
        {/* Keyed by the keyword: its box shows the address's word again after the back button. */}
        <BranchFilters key={filters.keyword} value={filters} options={options} onChange={change} />
        <section className={styles.results} aria-live="polite" aria-busy={loading} data-testid="branch-results">
          {failed ? (
            <Alert
              type="error"
              showIcon
              title={failureText(error, T.loadFailed)}
              action={
                <Button size="small" onClick={reload}>
                  {T.retry}
                </Button>
              }
            />
          ) : !data || (loading && data.total === 0) ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : data.total === 0 ? (
            <Empty className={styles.empty} description={<span data-testid="branch-empty">{T.empty}</span>}>
              {conditions && (
                <p className={styles.conditions}>
                  {T.conditions}
                  {conditions}
                </p>
              )}
              <p className={styles.emptyHint}>{T.emptyHint}</p>
            </Empty>
          ) : (
            <>
              <p className={styles.total} data-testid="branch-total">
                {T.total(data.total)}
              </p>
              <ul className={`${styles.cards} ${loading ? styles.stale : ''}`}>
                {data.items.map((b) => (
                  <BranchCard key={b.id} branch={b} />
                ))}
              </ul>
              {data.total > LIST_PAGE_SIZE && (
                <Pagination
                  className={styles.pager}
                  current={pageNo}
                  pageSize={LIST_PAGE_SIZE}
                  total={data.total}
                  onChange={setPageNo}
                  showSizeChanger={false}
                  showTotal={T.pageTotal}
                  size="small"
                />
              )}
            </>
          )}
        </section>
      </div>
    </PageBand>
  );
}
