import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Image, Spin, Tag } from 'antd';
import { CustomerServiceOutlined, DislikeOutlined, ExclamationCircleFilled, LikeOutlined, RobotOutlined } from '@ant-design/icons';
import { ANSWER_DISSATISFIED_REASONS } from '@portal/contract/calls/customer-service/evaluate-and-feedback';
import { CHAT_TYPING_DOT_MS, RELATED_QUESTION_BATCH_SIZE } from '@portal/contract/limits';
import { CHAT_MESSAGES, CUSTOMER_PICTURE_MESSAGES } from '@portal/contract/messages';
import type { ChatController, ChatItem, ChatMode } from './chat-controller.ts';
import { batchOf, isImageAddress, typingDots } from './chat-rules.ts';
import { LeaveMessageForm } from './LeaveMessageForm.tsx';
import { AnswerText } from './AnswerText.tsx';
import { CS_TEXTS as T } from './texts.ts';
import styles from './ChatWindow.module.css';

type Item<K extends ChatItem['kind']> = Extract<ChatItem, { kind: K }>;

function Row({ side, who, children, testId }: { side: 'bot' | 'agent' | 'user'; who: string; children: ReactNode; testId?: string }) {
  return (
    <div className={`${styles.row} ${side === 'user' ? styles.rowUser : ''}`} data-testid={testId}>
      {side !== 'user' && (
        <span className={`${styles.avatar} ${side === 'agent' ? styles.avatarAgent : ''}`} aria-hidden>
          {side === 'agent' ? <CustomerServiceOutlined /> : <RobotOutlined />}
        </span>
      )}
      <div className={styles.bubbleWrap}>
        <span className={styles.srOnly}>{who}：</span>
        {children}
      </div>
    </div>
  );
}

function TypingBubble({ phrase }: { phrase: string }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => s + 1), CHAT_TYPING_DOT_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={`${styles.bubble} ${styles.typing}`} data-testid="cs-typing">
      {phrase}
      <span className={styles.dots} aria-hidden>
        {typingDots(step)}
      </span>
    </div>
  );
}

function AnswerBubble({ item, chat }: { item: Item<'answer'>; chat: ChatController }) {
  const shown = batchOf(item.related, item.batch);
  return (
    <div className={styles.bubble} data-testid="cs-answer">
      {item.text && <AnswerText text={item.text} />}
      {item.related.length > 0 && (
        <div className={styles.related}>
          <p className={styles.relatedIntro}>{T.relatedIntro}</p>
          <ol className={styles.relatedList} data-testid="cs-related">
            {shown.map((q) => (
              <li key={q}>
                <button type="button" className={styles.link} onClick={() => chat.askPicked(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ol>
          {item.related.length > RELATED_QUESTION_BATCH_SIZE && (
            <button type="button" className={styles.changeBatch} onClick={() => chat.changeBatch(item.id)}>
              {CHAT_MESSAGES.changeBatch}
            </button>
          )}
        </div>
      )}
      {item.showFeedback && <AnswerFeedback item={item} chat={chat} />}
    </div>
  );
}

function AnswerFeedback({ item, chat }: { item: Item<'answer'>; chat: ChatController }) {
  return (
    <div className={styles.feedback} data-testid="cs-feedback">
      {item.feedback === null ? (
        <div className={styles.feedbackButtons}>
          <Button
            size="small"
            icon={<LikeOutlined aria-hidden />}
            disabled={item.feedbackBusy}
            onClick={() => void chat.giveFeedback(item.id, 'satisfied')}
          >
            {T.satisfied}
          </Button>
          <Button
            size="small"
            icon={<DislikeOutlined aria-hidden />}
            disabled={item.feedbackBusy}
            onClick={() => void chat.giveFeedback(item.id, 'dissatisfied')}
          >
            {T.dissatisfied}
          </Button>
        </div>
      ) : (
        <p className={styles.feedbackDone} data-testid="cs-feedback-done">
          {item.feedback === 'satisfied' ? <LikeOutlined aria-hidden /> : <DislikeOutlined aria-hidden />} {CHAT_MESSAGES.feedbackReceived}
        </p>
      )}
      {item.feedback === 'dissatisfied' && !item.reasonsSent && (
        <div className={styles.answerReasons} role="group" aria-labelledby={`${item.id}-reasons`}>
          <p id={`${item.id}-reasons`} className={styles.answerReasonsTitle}>
            {T.reasonsTitle}
          </p>
          <div className={styles.answerReasonTags}>
            {ANSWER_DISSATISFIED_REASONS.map((r) => (
              <Tag.CheckableTag
                key={r}
                className={styles.reasonTag}
                checked={item.reasons.includes(r)}
                onChange={() => chat.toggleAnswerReason(item.id, r)}
              >
                {r}
              </Tag.CheckableTag>
            ))}
          </div>
          <Button
            size="small"
            type="primary"
            disabled={item.reasons.length === 0}
            loading={item.feedbackBusy}
            onClick={() => void chat.submitAnswerReasons(item.id)}
          >
            {T.submitReasons}
          </Button>
        </div>
      )}
      {item.feedbackError && (
        <p className={styles.itemError} role="alert">
          {item.feedbackError}
        </p>
      )}
    </div>
  );
}

function Failed({ label, action, onRetry, text }: { label: string; action: string; onRetry?: (() => void) | undefined; text: string }) {
  return (
    <div className={styles.failed}>
      <ExclamationCircleFilled aria-hidden className={styles.failedIcon} />
      <span title={text}>{label}</span>
      {onRetry && (
        <button type="button" className={styles.link} onClick={onRetry}>
          {action}
        </button>
      )}
    </div>
  );
}

function MessageView({ item, chat, mode, onRate }: { item: ChatItem; chat: ChatController; mode: ChatMode; onRate: (id: string, uuid: string) => void }) {
  switch (item.kind) {
    case 'bot':
      return (
        <Row side="bot" who={T.bot}>
          <div className={styles.bubble}>
            <p className={styles.text}>{item.text}</p>
            {item.offerHuman && (
              <Button
                size="small"
                type="primary"
                className={styles.bubbleAction}
                disabled={mode !== 'bot'}
                onClick={() => chat.requestHuman()}
                data-testid="cs-offer-human"
              >
                {T.toHuman}
              </Button>
            )}
          </div>
        </Row>
      );
    case 'answer':
      return (
        <Row side="bot" who={T.bot}>
          <AnswerBubble item={item} chat={chat} />
        </Row>
      );
    case 'typing':
      return (
        <Row side="bot" who={T.bot}>
          <TypingBubble phrase={item.phrase} />
        </Row>
      );
    case 'user':
      return (
        <Row side="user" who={T.me} testId="cs-user-message">
          <div className={`${styles.bubble} ${styles.bubbleUser}`} data-status={item.status}>
            <p className={styles.text}>{item.text}</p>
          </div>
          {item.status === 'sending' && <Spin size="small" className={styles.pending} aria-label={T.sending} />}
          {item.status === 'failed' && (
            <Failed
              label={T.failed}
              text={CHAT_MESSAGES.sendFailed(item.text)}
              action={T.retry}
              onRetry={item.to === 'bot' || mode === 'human' ? () => chat.retry(item.id) : undefined}
            />
          )}
        </Row>
      );
    case 'userImage':
      return (
        <Row side="user" who={T.me} testId="cs-user-image">
          <div className={`${styles.imageBubble} ${item.status === 'failed' ? styles.imageFailed : ''}`}>
            <Image src={item.src} alt={T.myImage} width={140} preview={{ mask: T.imagePreview }} />
            {item.status === 'uploading' && (
              <span className={styles.imageUploading}>
                <Spin size="small" /> {T.uploading}
              </span>
            )}
          </div>
          {item.status === 'failed' && (
            <Failed
              label={CHAT_MESSAGES.imageUploadFailed}
              text={CHAT_MESSAGES.imageUploadFailed}
              action={CHAT_MESSAGES.reupload}
              onRetry={() => chat.retryImage(item.id)}
            />
          )}
        </Row>
      );
    case 'agent':
      return (
        <Row side="agent" who={T.agent} testId="cs-agent-message">
          <div className={styles.bubble}>
            <p className={styles.text}>{item.text}</p>
          </div>
        </Row>
      );
    case 'agentImage':
      return (
        <Row side="agent" who={T.agent} testId="cs-agent-image">
          {item.status === 'loading' ? (
            <div className={styles.imageBubble}>
              <Spin size="small" aria-label={T.imageLoading} />
            </div>
          ) : item.status === 'failed' ? (
            <div className={styles.bubble}>
              <p className={styles.text}>{CUSTOMER_PICTURE_MESSAGES.loadFailed}</p>
            </div>
          ) : item.src.startsWith('blob:') || isImageAddress(item.src) ? (
            <div className={styles.imageBubble}>
              <Image src={item.src} alt={T.agentImage} width={140} preview={{ mask: T.imagePreview }} />
            </div>
          ) : (
            <div className={styles.bubble}>
              <p className={styles.text}>{item.src}</p>
            </div>
          )}
        </Row>
      );
    case 'notice':
      return (
        <p className={styles.notice} data-testid="cs-notice">
          {item.text}
        </p>
      );
    case 'ended':
      return (
        <div className={styles.ended} data-testid="cs-ended">
          <p className={styles.notice}>{item.text}</p>
          <div className={styles.endedActions}>
            <Button size="small" disabled={mode !== 'bot'} onClick={() => void chat.connectHuman()}>
              {T.reconnect}
            </Button>
            {item.canRate && !item.rated && (
              <Button size="small" type="primary" onClick={() => onRate(item.id, item.uuid)} data-testid="cs-rate">
                {T.rate}
              </Button>
            )}
            {item.rated && <span className={styles.rated}>{T.rated}</span>}
          </div>
        </div>
      );
    case 'leaveMessage':
      return (
        <Row side="bot" who={T.bot}>
          <div className={`${styles.bubble} ${styles.formBubble}`}>
            <LeaveMessageForm sent={item.sent} onSubmit={(values) => chat.leaveMessage(item.id, values)} />
          </div>
        </Row>
      );
  }
}

/** The conversation (§2 chat area), kept scrolled to the newest entry. */
export function MessageList({
  items,
  chat,
  mode,
  onRate,
}: {
  items: readonly ChatItem[];
  chat: ChatController;
  mode: ChatMode;
  onRate: (id: string, uuid: string) => void;
}) {
  const list = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [items]);
  return (
    <div ref={list} className={styles.messages} role="log" aria-live="polite" aria-label={T.conversation} data-testid="cs-messages">
      {items.map((item) => (
        <MessageView key={item.id} item={item} chat={chat} mode={mode} onRate={onRate} />
      ))}
    </div>
  );
}
