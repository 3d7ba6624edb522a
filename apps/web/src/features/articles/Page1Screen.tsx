import { Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_COLUMNS, columnByKey } from '@portal/contract/calls/articles/article-columns';
import { ARTICLE_LIMITS } from '@portal/contract/calls/articles/article-fields';
import { ListPanel } from './ListPanel.tsx';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { pageNoOf } from './paths.ts';
import { ARTICLE_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

const TABS = ARTICLE_COLUMNS.filter((c) => c.onPage1);

/**
 * /page1: the content column page. Tabs are the columns (notices, bank and industry news,
 * column articles); `column`, `pageNo` and the notice search `title` live in the address, so
 * back and forward and shared links keep the place.
 */
export default function Page1Screen() {
  const [params, setParams] = useSearchParams();
  const column = columnByKey(params.get('column')) ?? TABS[0]!;
  const active = TABS.includes(column) ? column : TABS[0]!;
  const pageNo = pageNoOf(params);
  const title = params.get('title') ?? '';

  function go(change: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
    window.scrollTo({ top: 0 });
  }

  return (
    <PageBand title={T.page1Title} intro={T.page1Intro} crumbs={[{ label: active.label }]}>
      <div className={styles.tabsRow}>
        <WrappingTabs
          className={styles.tabs}
          activeKey={active.key}
          onChange={(key) => go({ column: key, pageNo: null, title: null })}
          items={TABS.map((c) => ({ key: c.key, label: c.label }))}
        />
        {active.kind === 'notice' && (
          <Input.Search
            key={title}
            className={styles.search}
            allowClear
            defaultValue={title}
            maxLength={ARTICLE_LIMITS.keywordMax}
            placeholder={T.searchNotices}
            aria-label={T.searchNotices}
            onSearch={(v) => go({ title: v.trim(), pageNo: null })}
            data-testid="notice-search"
          />
        )}
      </div>
      <ListPanel column={active} pageNo={pageNo} title={active.kind === 'notice' ? title : ''} onPage={(n) => go({ pageNo: String(n) })} />
    </PageBand>
  );
}
