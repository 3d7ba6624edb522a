import { Link } from 'react-router-dom';
import { Tag } from 'antd';
import type { ColumnStyle } from '@portal/contract/calls/articles/article-columns';
import { detailPathOf, type ArticleKind } from '@portal/contract/calls/articles/article-columns';
import type { ArticleItem } from '@portal/contract/calls/articles/article-fields';
import { formatDate } from '../../ui/format-date.ts';
import { ARTICLE_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';

const pathOf = (item: ArticleItem) => detailPathOf(item.kind as ArticleKind, item.id);

function Pinned({ item }: { item: ArticleItem }) {
  return item.isTop ? (
    <Tag color="red" className={styles.pin}>
      {T.pinned}
    </Tag>
  ) : null;
}

/** A dated list of titles, as banks show notices and policy texts. */
function TextRows({ items }: { items: ArticleItem[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          <Link to={pathOf(item)} className={styles.rowLink} data-testid="article-item">
            <Pinned item={item} />
            <span className={styles.rowTitle}>{item.title}</span>
          </Link>
          <time className={styles.rowDate} dateTime={item.publishedAt}>
            {formatDate(item.publishedAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** Without a cover image, the date stands in for it, as on a printed bulletin board. */
function DateCover({ iso }: { iso: string }) {
  const [year, month, day] = formatDate(iso).split('-');
  return (
    <span className={styles.coverBlank} aria-hidden>
      <span className={styles.coverDay}>{day}</span>
      <span className={styles.coverMonth}>{`${year}.${month}`}</span>
    </span>
  );
}

/** Cover on the left, title, summary and date on the right. */
function ImageTextRows({ items }: { items: ArticleItem[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={pathOf(item)} className={styles.card} data-testid="article-item">
            {item.coverUrl ? <img className={styles.cover} src={item.coverUrl} alt="" loading="lazy" /> : <DateCover iso={item.publishedAt} />}
            <span className={styles.cardText}>
              <span className={styles.cardTitle}>
                <Pinned item={item} />
                {item.title}
              </span>
              {item.summary && <span className={styles.cardSummary}>{item.summary}</span>}
              <time className={styles.cardDate} dateTime={item.publishedAt}>
                {formatDate(item.publishedAt)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Case studies as a grid of cards with their tags. */
function CaseGrid({ items }: { items: ArticleItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={pathOf(item)} className={styles.caseCard} data-testid="article-item">
            {item.coverUrl ? <img className={styles.caseCover} src={item.coverUrl} alt="" loading="lazy" /> : <span className={styles.caseCoverBlank} aria-hidden />}
            <span className={styles.caseBody}>
              <span className={styles.caseTitle}>{item.title}</span>
              <span className={styles.caseSummary}>{item.summary}</span>
              <span className={styles.caseTags}>
                {item.tags.map((t) => (
                  <span key={t} className={styles.caseTag}>
                    {t}
                  </span>
                ))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArticleList({ items, style }: { items: ArticleItem[]; style: ColumnStyle }) {
  if (style === 'imgTxt') return <ImageTextRows items={items} />;
  if (style === 'case') return <CaseGrid items={items} />;
  return <TextRows items={items} />;
}
