import { useEffect } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ARTICLE_KIND_LABELS, detailPathOf, type ArticleKind } from '@portal/contract/calls/articles/article-columns';
import { articleDetail } from '@portal/contract/calls/articles/article-detail';
import { ERRORS } from '@portal/contract/errors';
import { RichText } from '../../ui/RichText.tsx';
import { formatDate } from '../../ui/format-date.ts';
import { MediaView } from './MediaView.tsx';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { listOfRow } from './paths.ts';
import { useCall } from '../../api/use-call.ts';
import { ARTICLE_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';

function idOf(params: URLSearchParams): number | null {
  const n = Number(params.get('id'));
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * The detail screen of one kind (/noticeDetails, /newsDetail, /imgTxtDetails, the case
 * details): title, date and source, media (video or image by extension, §5), the sanitised
 * body, tags, and the previous / next item of the same list.
 */
export function ArticleDetail({ kind }: { kind: ArticleKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idOf(params);
  const loaded = useCall(articleDetail, id === null ? null : { id, kind });
  const kindLabel = ARTICLE_KIND_LABELS[kind];
  // A detail opened from the bottom of a list, or from its neighbour links, starts at its title.
  useEffect(() => window.scrollTo(0, 0), [id]);

  if (id === null || (loaded.state === 'failed' && loaded.code === ERRORS.ARTICLE_NOT_FOUND.code)) {
    return (
      <PageBand title={kindLabel} crumbs={[{ label: kindLabel }]}>
        <Result
          status="404"
          title={T.notFound}
          subTitle={id === null ? T.missingId : T.notFoundHint}
          extra={
            <Button type="primary" onClick={() => navigate(-1)}>
              {T.backToList}
            </Button>
          }
          data-testid="article-not-found"
        />
      </PageBand>
    );
  }
  if (loaded.state !== 'done') {
    return (
      <PageBand title={kindLabel} crumbs={[{ label: kindLabel }]}>
        {loaded.state === 'loading' ? <Skeleton active paragraph={{ rows: 12 }} /> : <Alert type="error" showIcon title={loaded.message || T.loadFailed} />}
      </PageBand>
    );
  }

  const { article, prev, next } = loaded.data;
  const list = listOfRow(article.kind, article.column);
  return (
    <PageBand title={list?.label ?? kindLabel} crumbs={[...(list ? [{ label: list.label, to: list.path }] : []), { label: article.title }]}>
      <article className={styles.article} data-testid="article-detail">
        <header className={styles.articleHead}>
          <h2 className={styles.articleTitle}>{article.title}</h2>
          <p className={styles.articleMeta}>
            <span>{T.publishedAt(formatDate(article.publishedAt))}</span>
            {article.source && <span>{T.source(article.source)}</span>}
          </p>
        </header>
        {article.mediaUrl && <MediaView url={article.mediaUrl} title={article.title} />}
        <RichText html={article.bodyHtml} className={styles.body} />
        {article.tags.length > 0 && (
          <p className={styles.tags} aria-label={T.tags}>
            {article.tags.map((t) => (
              <span key={t} className={styles.caseTag}>
                {t}
              </span>
            ))}
          </p>
        )}
        <nav className={styles.neighbours}>
          <p>
            {T.prev}
            {prev ? (
              <Link to={detailPathOf(kind, prev.id)} data-testid="article-prev">
                {prev.title}
              </Link>
            ) : (
              <span className={styles.muted}>{T.none}</span>
            )}
          </p>
          <p>
            {T.next}
            {next ? (
              <Link to={detailPathOf(kind, next.id)} data-testid="article-next">
                {next.title}
              </Link>
            ) : (
              <span className={styles.muted}>{T.none}</span>
            )}
          </p>
        </nav>
      </article>
    </PageBand>
  );
}
