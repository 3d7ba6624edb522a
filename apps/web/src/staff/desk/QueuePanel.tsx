import { useState } from 'react';
import { Badge, Button, Tag } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { ClockCircleOutlined, CloseOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { CHAT_STATE_LABELS } from '@portal/contract/calls/desk/fields';
import type { ChatState } from '@portal/contract/calls/customer-service/fields';
import { formatWait, unreadShown, visibleQueue, waitedMs, type Overview } from './desk-logic.ts';
import { useNow } from './useDeskEvents.ts';
import { DESK_TEXTS as T } from './texts.ts';
import styles from './Desk.module.css';
import { failureText } from '../../api/failure-text.ts';

const STATE_COLORS: Record<ChatState, string> = { queued: 'default', assigned: 'orange', connected: 'green', ended: 'default' };

/** A wait that ticks every second. */
function WaitClock({ since }: { since: string }) {
  const now = useNow(1000);
  return <span className={styles.wait}>{formatWait(waitedMs(since, now))}</span>;
}

export interface ListedConversation {
  uuid: string;
  customerName: string;
  state: ChatState;
  lastMessage: string | null;
  unread: number;
  /** Kept by the desk after it left the agent's live list (ended): may be closed. */
  kept: boolean;
}

/** Left column: the waiting queue with 接入, then the agent's own conversations. */
export function QueuePanel({
  overview,
  conversations,
  openUuid,
  onOpen,
  onAccept,
  onDismiss,
  toast,
}: {
  overview: Overview | null;
  conversations: ListedConversation[];
  openUuid: string | null;
  onOpen: (uuid: string) => void;
  onAccept: (uuid: string) => Promise<void>;
  onDismiss: (uuid: string) => void;
  toast: MessageInstance;
}) {
  const [accepting, setAccepting] = useState<string | null>(null);
  const queue = overview ? visibleQueue(overview) : [];

  async function accept(uuid: string, name: string) {
    setAccepting(uuid);
    try {
      await onAccept(uuid);
      void toast.success(T.accepted(name));
    } catch (err) {
      void toast.error(failureText(err, T.acceptFailed));
    } finally {
      setAccepting(null);
    }
  }

  return (
    <section className={styles.column} aria-label={T.queueTitle}>
      <div className={`${styles.listSection} ${styles.queueSection}`}>
        <div className={styles.columnHead}>
          <span>
            <TeamOutlined /> {T.queueTitle} <span className={styles.count}>({queue.length})</span>
          </span>
        </div>
        <div className={styles.scroll} data-testid="desk-queue">
          {queue.length === 0 && <div className={styles.empty}>{T.queueEmpty}</div>}
          {queue.map((q) => (
            <div key={q.uuid} className={`${styles.queueItem} ${q.assignedToMe ? styles.queueItemOffer : ''}`} data-testid="desk-queue-item" data-uuid={q.uuid}>
              <div className={styles.itemRow}>
                <span className={styles.itemName}>
                  <UserOutlined /> {q.customerName}
                  {q.assignedToMe && (
                    <Tag color="orange" className={styles.tag}>
                      {T.assignedToMe}
                    </Tag>
                  )}
                </span>
                <Button type="primary" size="small" loading={accepting === q.uuid} onClick={() => void accept(q.uuid, q.customerName)} data-testid="desk-accept">
                  {T.accept}
                </Button>
              </div>
              <div className={styles.itemMeta}>
                <ClockCircleOutlined /> {T.waited} <WaitClock since={q.queuedAt} />
                {q.transferredFrom && <span> · {T.transferredFrom(q.transferredFrom)}</span>}
              </div>
              {q.transferNote && <div className={styles.note}>{q.transferNote}</div>}
            </div>
          ))}
        </div>
      </div>
      <div className={`${styles.listSection} ${styles.convSection}`}>
        <div className={styles.columnHead} style={{ borderTop: '1px solid #eef1f5' }}>
          <span>
            {T.myConversations} <span className={styles.count}>({conversations.filter((c) => !c.kept).length})</span>
          </span>
        </div>
        <div className={styles.scroll} data-testid="desk-my-conversations">
          {conversations.length === 0 && <div className={styles.empty}>{T.conversationsEmpty}</div>}
          {conversations.map((c) => (
            <div key={c.uuid} className={styles.convItemWrap}>
            <button
              type="button"
              className={`${styles.convItem} ${c.uuid === openUuid ? styles.convItemActive : ''}`}
              onClick={() => onOpen(c.uuid)}
              aria-current={c.uuid === openUuid}
              data-testid="desk-conversation-item"
              data-uuid={c.uuid}
            >
              <div className={styles.itemRow}>
                <span className={styles.itemName}>
                  {c.customerName}
                  <Tag color={STATE_COLORS[c.state]} className={styles.tag}>
                    {CHAT_STATE_LABELS[c.state]}
                  </Tag>
                </span>
                {!c.kept && <Badge count={unreadShown(c, openUuid)} size="small" data-testid="desk-unread" />}
              </div>
              <div className={styles.lastMessage}>{c.lastMessage ?? T.noMessageYet}</div>
            </button>
            {c.kept && (
              <Button type="text" size="small" className={styles.dismiss} icon={<CloseOutlined />} aria-label={T.close} title={T.close} onClick={() => onDismiss(c.uuid)} />
            )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
