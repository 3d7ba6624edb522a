import { useEffect, useState } from 'react';
import { Alert, Card, Skeleton, Statistic, Table, Tag } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { knowledgeStats } from '@portal/contract/calls/operator/knowledge-stats';
import { callApi } from '../../api/client.ts';
import { KNOWLEDGE_TEXTS as T } from './texts.ts';
import styles from './Knowledge.module.css';

type Stats = CallResponse<typeof knowledgeStats>;

/** What customers asked the assistant: totals by reply kind, most answered, most disliked. */
export function KnowledgeStats() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callApi(knowledgeStats, {}).then(setStats, () => setFailed(true));
  }, []);

  if (failed) return <Alert type="error" showIcon title={T.statsFailed} />;
  if (!stats) return <Skeleton active />;
  const question = { title: T.colQuestion, dataIndex: 'question', key: 'question' };
  const category = { title: T.colCategory, dataIndex: 'category', key: 'category', width: 140, render: (c: string) => <Tag>{c}</Tag> };
  return (
    <div data-testid="kb-stats">
      <div className={styles.stats}>
        <Card size="small">
          <Statistic title={T.statsTurns} value={stats.totals.turns} />
        </Card>
        <Card size="small">
          <Statistic title={T.statsAnswered} value={stats.totals.answered} />
        </Card>
        <Card size="small">
          <Statistic title={T.statsRelated} value={stats.totals.related} />
        </Card>
        <Card size="small">
          <Statistic title={T.statsNotUnderstood} value={stats.totals.notUnderstood} />
        </Card>
      </div>
      <div className={styles.columns}>
        <Card size="small" title={T.mostAsked}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={stats.mostAsked}
            locale={{ emptyText: T.noData }}
            columns={[question, category, { title: T.colHits, dataIndex: 'hits', key: 'hits', width: 70, align: 'right' }]}
          />
        </Card>
        <Card size="small" title={T.mostDisliked}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={stats.mostDisliked}
            locale={{ emptyText: T.noData }}
            columns={[
              question,
              category,
              { title: T.colDissatisfied, dataIndex: 'dissatisfied', key: 'dissatisfied', width: 70, align: 'right' },
              { title: T.colSatisfied, dataIndex: 'satisfied', key: 'satisfied', width: 60, align: 'right' },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
