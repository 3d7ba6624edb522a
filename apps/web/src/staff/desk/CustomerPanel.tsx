import { Descriptions, Tag } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../ui/format-date.ts';
import type { ConversationDetail } from './desk-store.ts';
import { DESK_TEXTS as T } from './texts.ts';
import styles from './Desk.module.css';

/** Right column: who the customer is and what they asked the assistant before. */
export function CustomerPanel({ detail }: { detail: ConversationDetail | null }) {
  return (
    <section className={styles.column} aria-label={T.customerPanel} data-testid="desk-customer">
      <div className={styles.columnHead}>
        <span>
          <IdcardOutlined /> {T.customerPanel}
        </span>
      </div>
      {!detail ? (
        <div className={styles.empty}>{T.pickConversation}</div>
      ) : (
        <div className={`${styles.scroll} ${styles.panelBody}`}>
          <Descriptions column={1} size="small" colon={false} styles={{ label: { width: 72, color: '#8a94a6' } }}>
            <Descriptions.Item label={T.identity}>
              <Tag color={detail.customer.kind === 'user' ? 'blue' : 'default'} style={{ margin: 0 }}>
                {detail.customer.kind === 'user' ? T.user : T.visitor}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={T.name}>{detail.customer.name}</Descriptions.Item>
            <Descriptions.Item label={T.loginName}>{detail.customer.loginName ?? T.none}</Descriptions.Item>
            <Descriptions.Item label={T.phone}>{detail.customer.phone ?? T.none}</Descriptions.Item>
            <Descriptions.Item label={T.enterprise}>{detail.customer.enterprise ?? T.none}</Descriptions.Item>
            <Descriptions.Item label={T.previous}>{T.previousCount(detail.customer.previousConversations)}</Descriptions.Item>
            <Descriptions.Item label={T.queuedAt}>{formatDateTime(detail.summary.queuedAt)}</Descriptions.Item>
            <Descriptions.Item label={T.connectedAt}>{detail.summary.connectedAt ? formatDateTime(detail.summary.connectedAt) : T.none}</Descriptions.Item>
          </Descriptions>
          <h4 className={styles.sectionTitle}>{T.botTranscript}</h4>
          {detail.botTranscript.length === 0 && <div className={styles.empty}>{T.botTranscriptEmpty}</div>}
          <div data-testid="desk-bot-transcript">
            {detail.botTranscript.map((turn, i) => (
              <div key={`${turn.at}-${i}`} className={styles.turn}>
                <div className={styles.turnQ}>
                  <span className={styles.turnLabel}>{T.question}</span>
                  {turn.question}
                </div>
                <div className={styles.turnA}>
                  <span className={styles.turnLabel}>{T.answer}</span>
                  {turn.answer}
                </div>
                <div className={styles.turnTime}>{formatDateTime(turn.at)}</div>
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
