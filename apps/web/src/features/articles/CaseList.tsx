import { useSearchParams } from 'react-router-dom';
import { columnByKey } from '@portal/contract/calls/articles/article-columns';
import { ListPanel } from './ListPanel.tsx';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { pageNoOf, withPage } from './paths.ts';

/** /ygkjCase and /serviceCase: the cases as a paged grid of cards. */
export function CaseList({ kind, title, intro }: { kind: 'ygkjCase' | 'serviceCase'; title: string; intro: string }) {
  const [params, setParams] = useSearchParams();
  const column = columnByKey(kind)!;
  return (
    <PageBand title={title} intro={intro} crumbs={[{ label: title }]}>
      <ListPanel
        column={column}
        pageNo={pageNoOf(params)}
        onPage={(n) => {
          setParams(withPage(params, n));
          window.scrollTo({ top: 0 });
        }}
      />
    </PageBand>
  );
}
