import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_COLUMNS, columnByKey } from '@portal/contract/calls/articles/article-columns';
import { ListPanel } from './ListPanel.tsx';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { pageNoOf, withPage } from './paths.ts';
import { ARTICLE_TEXTS as T } from './texts.ts';

/** /txtListDetails?column=: one column as a dated text list with paging. */
export default function TxtListScreen() {
  const [params, setParams] = useSearchParams();
  const column = columnByKey(params.get('column'));
  if (!column || !ARTICLE_COLUMNS.includes(column)) {
    return (
      <PageBand title={T.page1Title} crumbs={[]}>
        <Result status="404" title={T.notFound} subTitle={T.notFoundHint} />
      </PageBand>
    );
  }
  return (
    <PageBand title={column.label} crumbs={[{ label: column.label }]}>
      <ListPanel
        column={{ ...column, style: 'txtList' }}
        pageNo={pageNoOf(params)}
        onPage={(n) => {
          setParams(withPage(params, n));
          window.scrollTo({ top: 0 });
        }}
      />
    </PageBand>
  );
}
