import { useEffect, useRef } from 'react';
import { Image } from 'antd';
import type { DeskMessage } from '@portal/contract/calls/desk/fields';
import { formatMessageTime } from './desk-logic.ts';
import { DESK_TEXTS as T } from './texts.ts';
import styles from './Desk.module.css';

const SIDE = { customer: styles.msgCustomer, agent: styles.msgAgent, system: styles.msgSystem } as const;

function Message({ message, customerName, now, onImageLoad }: { message: DeskMessage; customerName: string; now: number; onImageLoad: () => void }) {
  const time = formatMessageTime(message.at, now);
  if (message.sender === 'system' || message.kind === 'msgStart' || message.kind === 'msgEnd' || message.kind === 'notice') {
    return (
      <div className={`${styles.msg} ${styles.msgSystem}`} data-testid="desk-message" data-sender="system">
        <span className={styles.systemLine}>
          {message.body} · {time}
        </span>
      </div>
    );
  }
  const who = message.sender === 'agent' ? (message.agentName ?? T.agent) : customerName;
  return (
    <div className={`${styles.msg} ${SIDE[message.sender]}`} data-testid="desk-message" data-sender={message.sender}>
      <div className={styles.msgMeta}>
        {who} {time}
      </div>
      {message.kind === 'image' ? (
        <div className={`${styles.bubble} ${styles.bubbleImage}`}>
          <Image
            src={message.body}
            alt={T.imageAlt}
            width={160}
            style={{ maxHeight: 200, objectFit: 'contain' }}
            onLoad={onImageLoad}
            data-testid="desk-message-image"
          />
        </div>
      ) : (
        <div className={styles.bubble}>{message.body}</div>
      )}
    </div>
  );
}

/**
 * A conversation's messages: the customer on the left, the agent on the right, the system in the
 * middle; text as text, pictures as thumbnails that open larger. Keeps the newest in view.
 */
export function MessageList({
  messages,
  customerName,
  now,
  plain = false,
}: {
  messages: readonly DeskMessage[];
  customerName: string;
  now: number;
  /** Inside a dialog (history) rather than filling the desk's middle column. */
  plain?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id ?? 0;
  const toBottom = () => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  };
  useEffect(toBottom, [newest]);
  // A picture grows the list when it arrives: keep the newest in view if the agent was there.
  const imageLoaded = () => {
    const el = box.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 320) toBottom();
  };

  return (
    <div ref={box} className={plain ? styles.messagesPlain : styles.messages} data-testid="desk-messages">
      {messages.length === 0 && <div className={styles.empty}>{T.noMessageYet}</div>}
      <Image.PreviewGroup>
        {messages.map((m) => (
          <Message key={m.id} message={m} customerName={customerName} now={now} onImageLoad={imageLoaded} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
