import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Button, Spin } from 'antd';
import { CloseOutlined, CustomerServiceOutlined, RobotOutlined } from '@ant-design/icons';
import { HUMAN_AGENT_HOURS } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import type { ChatController } from './chat-controller.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { MessageList } from './MessageList.tsx';
import { QuickEntries, RecommendedCarousel } from './Carousels.tsx';
import { customersAhead } from './human-session.ts';
import { RatingDialog } from './RatingDialog.tsx';
import { CS_TEXTS as T } from './texts.ts';
import styles from './ChatWindow.module.css';

export interface ChatWindowProps {
  chat: ChatController;
  /** `floating`: the panel opened from the floating entry; `page`: the /customer screen. */
  variant: 'floating' | 'page';
  /** Closes the floating window (close button, Esc). */
  onClose?: () => void;
  /** Opens a recommended function's address. */
  onOpenLink: (url: string) => void;
  /** Focus the text field (when the window has just opened). */
  focusInput?: boolean;
}

/**
 * The customer-service window of §2: title by mode, recommended functions, the conversation,
 * quick entries, picture button, text field and send button, with a loading overlay while
 * the operators' settings load.
 */
export function ChatWindow({ chat, variant, onClose, onOpenLink, focusInput = false }: ChatWindowProps) {
  const state = useSyncExternalStore(chat.subscribe, chat.get);
  const [rating, setRating] = useState<{ id: string; uuid: string } | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const title = state.mode === 'human' ? CHAT_MESSAGES.titleHuman : CHAT_MESSAGES.titleOnline;

  useEffect(() => {
    void chat.loadSettings();
  }, [chat]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !root.current?.contains(event.target as Node)) return;
    if (state.confirmHumanOpen) {
      chat.cancelHuman();
      event.stopPropagation();
    } else if (state.suggestions.length > 0) {
      chat.clearSuggestions();
      event.stopPropagation();
    } else if (onClose) {
      event.stopPropagation();
      onClose();
    }
  }

  const confirmText = CHAT_MESSAGES.humanConfirm.replace(HUMAN_AGENT_HOURS.label, state.settings.hoursLabel);

  return (
    <section
      ref={root}
      className={`${styles.window} ${variant === 'page' ? styles.page : styles.floating}`}
      aria-label={title}
      role={variant === 'floating' ? 'dialog' : undefined}
      onKeyDown={onKeyDown}
      data-testid="cs-window"
      data-mode={state.mode}
    >
      <header className={styles.header}>
        <span className={styles.headerIcon} aria-hidden>
          {state.mode === 'human' ? <CustomerServiceOutlined /> : <RobotOutlined />}
        </span>
        <h2 className={styles.title} data-testid="cs-title">
          {title}
        </h2>
        {state.mode === 'bot' ? (
          <Button size="small" ghost className={styles.headerAction} onClick={() => chat.requestHuman()}>
            {T.toHuman}
          </Button>
        ) : (
          <Button
            size="small"
            ghost
            className={styles.headerAction}
            disabled={!state.uuid}
            onClick={() => void chat.leaveHuman('toBot')}
          >
            {T.toBot}
          </Button>
        )}
        {onClose && (
          <button type="button" className={styles.close} aria-label={T.close} onClick={onClose} data-testid="cs-close">
            <CloseOutlined aria-hidden />
          </button>
        )}
      </header>

      <Spin spinning={state.settings.loading} tip={T.loading} wrapperClassName={styles.spin}>
        <div className={styles.body}>
          <RecommendedCarousel items={state.settings.suggestData} onOpen={onOpenLink} />
          <MessageList
            items={state.items}
            chat={chat}
            mode={state.mode}
            onRate={(id, uuid) => setRating({ id, uuid })}
          />
          {state.mode === 'connecting' && (
            <div className={styles.queue} role="status" data-testid="cs-queue">
              <Spin size="small" />
              <span>
                {state.queue === null
                  ? CHAT_MESSAGES.connecting
                  : state.queue.state === 'assigned'
                    ? T.assigned
                    : T.queue(customersAhead(state.queue.position))}
              </span>
            </div>
          )}
          <QuickEntries items={state.settings.quickEntryData} onAsk={(q) => chat.askPicked(q)} />
          <ChatComposer chat={chat} mode={state.mode} suggestions={state.suggestions} autoFocus={focusInput} />

          {state.confirmHumanOpen && (
            <div className={styles.overlay}>
              <div className={styles.confirm} role="alertdialog" aria-modal="true" aria-labelledby="cs-confirm-title" aria-describedby="cs-confirm-text">
                <h3 id="cs-confirm-title" className={styles.confirmTitle}>
                  {T.confirmTitle}
                </h3>
                <p id="cs-confirm-text" className={styles.confirmText}>
                  {confirmText}
                </p>
                <div className={styles.confirmActions}>
                  <Button onClick={() => chat.cancelHuman()}>{T.confirmCancel}</Button>
                  <Button type="primary" autoFocus onClick={() => void chat.connectHuman()} data-testid="cs-confirm-human">
                    {T.confirmOk}
                  </Button>
                </div>
              </div>
            </div>
          )}
        </div>
      </Spin>

      {rating && (
        <RatingDialog
          uuid={rating.uuid}
          onClose={(outcome) => {
            chat.ratingClosed(rating.id, outcome);
            setRating(null);
          }}
        />
      )}
    </section>
  );
}
