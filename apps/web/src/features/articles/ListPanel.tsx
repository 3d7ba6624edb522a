import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import type { ArticleColumn } from '@portal/contract/calls/articles/article-columns';
import { articlesList } from '@portal/contract/calls/articles/articles-list';
import { news } from '@portal/contract/calls/articles/news';
import { getNoticeList } from '@portal/contract/calls/articles/notice-list';
import type { ArticleItem } from '@portal/contract/calls/articles/article-fields';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { ArticleList } from './ArticleList.tsx';
import { useCall, type Loaded } from '../../api/use-call.ts';
import { ARTICLE_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';

type ListReply = { total: number; list: ArticleItem[] };

/** The list call of a column: notices and news have their own calls (§7), the rest go by kind. */
function useColumnList(column: ArticleColumn, pageNo: number, title: string, tick: number): Loaded<ListReply> {
  const paging = { pageNo, pageSize: LIST_PAGE_SIZE };
  const notices = useCall(getNoticeList, column.kind === 'notice' ? { ...paging, ...(title ? { title } : {}) } : null, tick);
  const newsList = useCall(news, column.kind === 'news' ? { ...paging, column: column.column } : null, tick);
  const others = useCall(
    articlesList,
    column.kind !== 'notice' && column.kind !== 'news' ? { ...paging, kind: column.kind, column: column.column } : null,
    tick,
  );
  return column.kind === 'notice' ? notices : column.kind === 'news' ? newsList : others;
}

/** One column's list with paging at LIST_PAGE_SIZE (§9); the page lives in the address. */
export function ListPanel({
  column,
  pageNo,
  title = '',
  onPage,
}: {
  column: ArticleColumn;
  pageNo: number;
  title?: string;
  onPage: (pageNo: number) => void;
}) {
  const [tick, setTick] = useState(0);
  const loaded = useColumnList(column, pageNo, title, tick);

  if (loaded.state === 'loading') return <Skeleton active paragraph={{ rows: 8 }} className={styles.skeleton} />;
  if (loaded.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={loaded.message || T.loadFailed}
        action={
          <Button size="small" onClick={() => setTick((t) => t + 1)}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  const { total, list } = loaded.data;
  if (total === 0) return <Empty description={T.empty} className={styles.empty} />;
  return (
    <div data-testid="article-list" data-page={pageNo}>
      <ArticleList items={list} style={column.style} />
      {total > LIST_PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          align="center"
          current={pageNo}
          pageSize={LIST_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={T.total}
          onChange={onPage}
        />
      )}
    </div>
  );
}
