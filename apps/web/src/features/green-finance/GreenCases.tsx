import { Link } from 'react-router-dom';
import { articleDetail } from '@portal/contract/calls/articles/article-detail';
import type { ArticleItem } from '@portal/contract/calls/articles/article-fields';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { GREEN_CASES } from './green-pages.ts';
import styles from './GreenFinance.module.css';

/** The published green cases and articles; one missing or offline is left out, none at all hides the section. */
export function GreenCases({ heading }: { heading: string }) {
  const { data } = useLoaded(
    () =>
      Promise.allSettled(GREEN_CASES.map((c) => callApi(articleDetail, { id: c.id, kind: c.kind }))).then((replies) =>
        replies.flatMap((r, i): Array<{ article: ArticleItem; path: string }> => (r.status === 'fulfilled' ? [{ article: r.value.article, path: GREEN_CASES[i]!.path }] : [])),
      ),
    'green-cases',
  );
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="green-cases">
      <h2 id="green-cases" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.cases} data-testid="green-cases">
        {data.map(({ article, path }) => (
          <li key={article.id} className={styles.case}>
            <Link to={path} className={styles.caseTitle}>
              {article.title}
            </Link>
            <p className={styles.caseSummary}>{article.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
