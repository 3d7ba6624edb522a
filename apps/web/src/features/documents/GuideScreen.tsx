import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import type { CallResponse } from '@portal/contract/call';
import { guideDetail, guideTopics, type GuideColumn, type GuideTopic } from '@portal/contract/calls/documents/guide-calls';
import { callApi } from '../../api/client.ts';
import { RichText } from '../../ui/RichText.tsx';
import { formatDate } from '../../ui/format-date.ts';
import { DOC_TEXTS as T } from './texts.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import styles from './Documents.module.css';
import { failureText } from '../../api/failure-text.ts';

type Guide = CallResponse<typeof guideDetail>;

const HEADINGS: Record<GuideColumn, { title: string; intro: string }> = {
  bankGuide: { title: T.bankGuideTitle, intro: T.bankGuideIntro },
  appGuide: { title: T.appGuideTitle, intro: T.appGuideIntro },
};

function GuidePane({ id }: { id: number }) {
  const [guide, setGuide] = useState<Guide | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    callApi(guideDetail, { id }).then(
      (g) => live && setGuide(g),
      (err: unknown) => live && setError(failureText(err, T.guideLoadFailed)),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!guide) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <article data-testid="guide-detail">
      <h2 className={styles.guideTitle}>{guide.title}</h2>
      <div className={styles.guideMeta}>
        {guide.summary} · {T.updatedAt} {formatDate(guide.updatedAt)}
      </div>
      <RichText html={guide.bodyHtml} className={styles.guideBody} />
      <div className={styles.guideFoot}>
        {T.moreHelp} <Link to="/docCenter">{T.toDocCentre}</Link>
      </div>
    </article>
  );
}

/** /bankGuide and /appGuide: the topics of one guide section on the left, the chosen guide on the right. */
export function GuideScreen({ column }: { column: GuideColumn }) {
  const { search } = useLocation();
  const wanted = Number(new URLSearchParams(search).get('id')) || null;
  const loaded = useLoaded(() => callApi(guideTopics, { column }), column);
  const topics: GuideTopic[] | null = loaded.data?.items ?? null;
  const failed = loaded.failed;
  const [picked, setChosen] = useState<number | null>(wanted);
  // The picked topic while it is listed, else the first one.
  const chosen = topics && picked !== null && topics.some((t) => t.id === picked) ? picked : (topics?.[0]?.id ?? null);

  const heading = HEADINGS[column];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{heading.title}</h1>
        <p className={styles.heroIntro}>{heading.intro}</p>
      </header>
      {failed ? (
        <div className={styles.sheet}>
          <Alert
            type="error"
            showIcon
            title={T.guideLoadFailed}
            action={
              <Button size="small" onClick={loaded.reload}>
                {T.retry}
              </Button>
            }
          />
        </div>
      ) : !topics ? (
        <div className={styles.sheet}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : topics.length === 0 ? (
        <div className={styles.sheet}>
          <Empty description={T.guideEmpty} />
        </div>
      ) : (
        <div className={styles.guideLayout}>
          <nav className={styles.topics} aria-label={T.topics}>
            <h2 className={styles.topicsTitle}>{T.topics}</h2>
            <ul className={styles.topicList}>
              {topics.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    className={`${styles.topic} ${t.id === chosen ? styles.topicActive : ''}`}
                    aria-current={t.id === chosen ? 'true' : undefined}
                    onClick={() => setChosen(t.id)}
                    data-testid="guide-topic"
                  >
                    {t.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <main className={styles.guide}>{chosen !== null && <GuidePane key={chosen} id={chosen} />}</main>
        </div>
      )}
    </div>
  );
}
