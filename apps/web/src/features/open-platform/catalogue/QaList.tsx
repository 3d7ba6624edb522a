import type { OpenApiCode } from '@portal/contract/open-platform/apis';
import { useState } from 'react';
import { Collapse, Empty, Input, Spin } from 'antd';
import { catalogueAnswers, catalogueOfficialQuestions, type OfficialQuestion } from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { useLoaded } from '../../../api/use-loaded.ts';
import { CATALOGUE_TEXTS as T } from './texts.ts';
import styles from './Catalogue.module.css';

/** A question's answers, read when it is opened. */
function Answers({ question }: { question: OfficialQuestion }) {
  const answers = useLoaded(() => callApi(catalogueAnswers, { questionId: question.id }), String(question.id));
  if (answers.failed) return <p className={styles.muted}>{failureText(answers.error, T.answersFailed)}</p>;
  if (!answers.data) return <Spin size="small" />;
  return (
    <>
      {answers.data.answers.map((a) => (
        <div key={a.id}>
          <p className={styles.para}>{a.body}</p>
          <p className={styles.muted}>
            {a.answeredBy} · {a.publishedAt.slice(0, 10)}
          </p>
        </div>
      ))}
    </>
  );
}

/** The API's official Q&A: questions with a keyword filter; answers load when a question opens. */
export function QaList({ apiCode }: { apiCode: OpenApiCode }) {
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const list = useLoaded(() => callApi(catalogueOfficialQuestions, { apiCode, keyword }), `${apiCode}:${keyword}`);
  const questions = list.data?.questions ?? [];
  return (
    <div data-testid="catalogue-qa">
      <Input.Search allowClear placeholder={T.qaSearch} aria-label={T.qaSearch} maxLength={30} onSearch={(v) => setKeyword(v.trim())} style={{ maxWidth: 320, marginBottom: 12 }} />
      {list.failed && <p className={styles.muted}>{failureText(list.error, T.loadFailed)}</p>}
      {list.data && questions.length === 0 && <Empty description={T.noQuestions} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {questions.length > 0 && (
        <Collapse
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          items={questions.map((q) => ({
            key: String(q.id),
            label: q.question,
            children: open.includes(String(q.id)) ? <Answers question={q} /> : null,
          }))}
        />
      )}
    </div>
  );
}
