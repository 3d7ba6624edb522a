import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, AutoComplete, Button, Empty, Input, Pagination, Skeleton, Tag } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { docFuzzySearch } from '@portal/contract/calls/documents/doc-fuzzy-search';
import { docKeywordSearch } from '@portal/contract/calls/documents/doc-keyword-search';
import { docList } from '@portal/contract/calls/documents/doc-list';
import { DOC_LIMITS, type DocCategory, type DocSummary } from '@portal/contract/calls/documents/fields';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDate } from '../../ui/format-date.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { formatSize } from './download.ts';
import { Highlight } from './Highlight.tsx';
import { useLoaded } from '../../api/use-loaded.ts';
import { DOC_TEXTS as T } from './texts.ts';
import styles from './Documents.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

const MANUAL_CATEGORIES: DocCategory[] = ['ebankManual', 'appManual', 'other'];
type Tab = 'all' | DocCategory;

/** Pause after the last key before asking for suggestions. */
const SUGGEST_DELAY_MS = 250;

function DocFacts({ doc }: { doc: DocSummary }) {
  return (
    <div className={styles.facts}>
      {doc.version && (
        <span>
          {T.version} {doc.version}
        </span>
      )}
      {doc.publishedAt && (
        <span>
          {T.published} {formatDate(doc.publishedAt)}
        </span>
      )}
      {doc.fileSize !== null && (
        <span>
          {T.size} {formatSize(doc.fileSize)}
        </span>
      )}
    </div>
  );
}

/** One document of the list: what it is, its facts, its keywords and the download. */
function DocRow({ doc }: { doc: DocSummary }) {
  return (
    <li className={styles.docRow} data-testid="doc-row">
      <FilePdfOutlined className={styles.pdfIcon} aria-hidden />
      <div className={styles.docMain}>
        <h3 className={styles.docTitle}>{doc.title}</h3>
        <p className={styles.docSummary}>{doc.summary}</p>
        <DocFacts doc={doc} />
        {doc.keywords && (
          <div className={styles.tags}>
            {doc.keywords
              .split(/[,，、]/)
              .filter(Boolean)
              .slice(0, 6)
              .map((k) => (
                <Tag key={k}>{k}</Tag>
              ))}
          </div>
        )}
      </div>
      <DownloadButton id={doc.id} title={doc.title} />
    </li>
  );
}

function DocList({ tab }: { tab: Tab }) {
  const [pageNo, setPageNo] = useState(1);
  const { data, failed, reload } = useLoaded(
    () => callApi(docList, { categories: tab === 'all' ? MANUAL_CATEGORIES : [tab], pageNo, pageSize: LIST_PAGE_SIZE }),
    `${tab}/${pageNo}`,
  );

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={T.loadFailed}
        action={
          <Button size="small" onClick={reload}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (data.total === 0) return <Empty description={T.empty} />;
  return (
    <>
      <ul className={styles.docList}>
        {data.items.map((d) => (
          <DocRow key={d.id} doc={d} />
        ))}
      </ul>
      {data.total > LIST_PAGE_SIZE && (
        <Pagination className={styles.pager} current={pageNo} pageSize={LIST_PAGE_SIZE} total={data.total} onChange={setPageNo} showTotal={T.total} showSizeChanger={false} />
      )}
    </>
  );
}

function SearchResults({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const [pageNo, setPageNo] = useState(1);
  const loaded = useLoaded(() => callApi(docKeywordSearch, { keyword, pageNo, pageSize: LIST_PAGE_SIZE }), `${keyword}/${pageNo}`);
  const results = loaded.loading || loaded.failed ? null : (loaded.data ?? null);
  const error = loaded.failed ? failureText(loaded.error, T.loadFailed) : null;

  return (
    <section aria-live="polite" data-testid="doc-results">
      <div className={styles.resultsHead}>
        <span>{results ? T.resultsFor(keyword, results.total) : ' '}</span>
        <Button type="link" onClick={onClear}>
          {T.clearSearch}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      {!error && !results && <Skeleton active paragraph={{ rows: 5 }} />}
      {results && results.total === 0 && <Empty description={T.noResults} />}
      {results && results.total > 0 && (
        <>
          <ul className={styles.docList}>
            {results.items.map((hit) => (
              <li key={hit.doc.id} className={styles.docRow} data-testid="doc-hit">
                <FilePdfOutlined className={styles.pdfIcon} aria-hidden />
                <div className={styles.docMain}>
                  <h3 className={styles.docTitle}>
                    <Highlight value={hit.title} />
                  </h3>
                  <p className={styles.snippet} data-testid="doc-snippet">
                    <Highlight value={hit.snippet} />
                  </p>
                  <div className={styles.facts}>
                    {hit.hits > 0 && <span className={styles.hitCount}>{T.hitsInText(hit.hits)}</span>}
                  </div>
                  <DocFacts doc={hit.doc} />
                </div>
                <DownloadButton id={hit.doc.id} title={hit.doc.title} />
              </li>
            ))}
          </ul>
          {results.total > LIST_PAGE_SIZE && (
            <Pagination className={styles.pager} current={pageNo} pageSize={LIST_PAGE_SIZE} total={results.total} onChange={setPageNo} showSizeChanger={false} />
          )}
        </>
      )}
    </section>
  );
}

/** The search box with suggestions while typing (§7 doc/fuzzy/search). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState(initial);
  const [options, setOptions] = useState<Array<{ value: string }>>([]);
  const [hint, setHint] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  function typed(text: string) {
    setValue(text);
    setHint(null);
    clearTimeout(timer.current);
    const keyword = text.trim();
    if (!keyword || keyword.length > DOC_LIMITS.keywordMax) {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      asked.current = keyword;
      callApi(docFuzzySearch, { keyword }).then(
        ({ suggestions }) => {
          if (asked.current === keyword) setOptions(suggestions.map((s) => ({ value: s })));
        },
        () => setOptions([]),
      );
    }, SUGGEST_DELAY_MS);
  }

  function submit(text: string) {
    const keyword = text.trim();
    if (!keyword) return setHint(T.keywordRequired);
    if (keyword.length > DOC_LIMITS.keywordMax) return setHint(T.keywordTooLong);
    clearTimeout(timer.current);
    setOptions([]);
    setValue(keyword);
    onSearch(keyword);
  }

  return (
    <div className={styles.searchWrap}>
      <AutoComplete
        className={styles.searchBox}
        options={options}
        value={value}
        onChange={typed}
        onSelect={(v: string) => submit(v)}
      >
        <Input.Search
          size="large"
          placeholder={T.searchPlaceholder}
          enterButton={T.search}
          aria-label={T.searchPlaceholder}
          status={hint ? 'error' : undefined}
          onSearch={submit}
          data-testid="doc-search"
        />
      </AutoComplete>
      {hint && (
        <div className={styles.searchHint} role="alert">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A search asked for in the address (`?keyword=`, as the header's function search links a document). */
function addressKeyword(params: URLSearchParams): string | null {
  const keyword = params.get('keyword')?.trim();
  return keyword && keyword.length <= DOC_LIMITS.keywordMax ? keyword : null;
}

/** /docCenter: manuals with full-text search and PDF download. */
export default function DocCenterScreen() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>('all');
  const [keyword, setKeyword] = useState<string | null>(() => addressKeyword(params));
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{T.centreTitle}</h1>
        <p className={styles.heroIntro}>{T.centreIntro}</p>
        <SearchBox initial={keyword ?? ''} onSearch={setKeyword} />
      </header>
      <main className={styles.sheet}>
        {keyword ? (
          <SearchResults key={keyword} keyword={keyword} onClear={() => setKeyword(null)} />
        ) : (
          <WrappingTabs
            activeKey={tab}
            onChange={(k) => setTab(k as Tab)}
            items={(['all', ...MANUAL_CATEGORIES] as Tab[]).map((k) => ({ key: k, label: T.tabs[k], children: <DocList key={k} tab={k} /> }))}
          />
        )}
      </main>
    </div>
  );
}
