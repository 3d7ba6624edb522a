import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Input, Modal, Popover, Space, Tag, Tooltip } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { MessageOutlined, PictureOutlined, PoweroffOutlined, SwapOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { CHAT_STATE_LABELS } from '@portal/contract/calls/desk/fields';
import { CHAT_IMAGE_EXTENSIONS, CHAT_TEXT_MAX } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import { checkChatImage, endedText, insertAt } from './desk-logic.ts';
import { MessageList } from './MessageList.tsx';
import { TransferModal } from './TransferModal.tsx';
import type { LiveConversation, LoadedConversation } from './desk-store.ts';
import { DESK_TEXTS as T } from './texts.ts';
import styles from './Desk.module.css';
import { failureText } from '../../api/failure-text.ts';
import { usePendingCaret } from '../../ui/use-pending-caret.ts';

const STATE_COLORS = { queued: 'default', assigned: 'orange', connected: 'green', ended: 'default' } as const;
const ACCEPT = CHAT_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');


export interface ConversationActions {
  accept(uuid: string): Promise<void>;
  send(uuid: string, text: string): Promise<void>;
  sendImage(uuid: string, file: File): Promise<void>;
  end(uuid: string): Promise<void>;
  transfer(uuid: string, toLoginName: string, note: string): Promise<void>;
}

/**
 * Middle column: the open conversation with its messages and the agent's tools (canned replies,
 * picture, transfer, end). The draft and a picture that failed to go live outside, per
 * conversation, so switching conversations loses neither.
 */
export function ConversationPanel({
  uuid,
  conversation,
  live,
  draft,
  onDraft,
  failedImage,
  onFailedImage,
  cannedReplies,
  actions,
  toast,
  now,
}: {
  uuid: string;
  conversation: LoadedConversation | undefined;
  live: LiveConversation | undefined;
  draft: string;
  onDraft: (text: string) => void;
  failedImage: File | undefined;
  onFailedImage: (file: File | undefined) => void;
  cannedReplies: readonly { id: string; text: string }[] | null;
  actions: ConversationActions;
  toast: MessageInstance;
  now: number;
}) {
  const input = useRef<TextAreaRef>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [cannedOpen, setCannedOpen] = useState(false);
  const [modal, modalHolder] = Modal.useModal();

  const summary = conversation?.detail.summary;
  const customerName = summary?.customerName ?? live?.customerName ?? '';
  const state = summary?.state === 'ended' ? 'ended' : (live?.state ?? summary?.state ?? 'queued');
  const connected = state === 'connected';
  const ended = state === 'ended';

  function textArea(): HTMLTextAreaElement | null {
    return input.current?.resizableTextArea?.textArea ?? null;
  }
  const placeCaret = usePendingCaret(textArea);

  /** Puts text at the caret (canned reply, Ctrl+Enter newline) and keeps the caret after it. */
  function insert(piece: string) {
    const el = textArea();
    const at = el ? { start: el.selectionStart, end: el.selectionEnd } : { start: draft.length, end: draft.length };
    const next = insertAt(draft, at.start, at.end, piece, CHAT_TEXT_MAX);
    if (next.text === draft) return;
    placeCaret(next.caret);
    onDraft(next.text);
  }

  async function send() {
    const text = draft.trim();
    if (!text || sending || !connected) return;
    setSending(true);
    try {
      await actions.send(uuid, text);
    } catch (err) {
      void toast.error(failureText(err, T.sendFailed));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      insert('\n');
    } else if (!e.shiftKey) {
      e.preventDefault();
      void send();
    }
  }

  async function sendImage(file: File) {
    const problem = checkChatImage(file);
    if (problem) {
      void toast.error(problem);
      return;
    }
    setUploading(true);
    try {
      await actions.sendImage(uuid, file);
      onFailedImage(undefined);
    } catch (err) {
      onFailedImage(file);
      void toast.error(failureText(err, CHAT_MESSAGES.imageUploadFailed));
    } finally {
      setUploading(false);
    }
  }

  async function accept() {
    setAccepting(true);
    try {
      await actions.accept(uuid);
      void toast.success(T.accepted(customerName));
    } catch (err) {
      void toast.error(failureText(err, T.acceptFailed));
    } finally {
      setAccepting(false);
    }
  }

  function confirmEnd() {
    void modal.confirm({
      title: T.endConfirmTitle,
      content: T.endConfirm(customerName),
      okText: T.endOk,
      okButtonProps: { danger: true, 'data-testid': 'desk-end-ok' },
      cancelText: T.cancel,
      async onOk() {
        try {
          await actions.end(uuid);
          void toast.success(T.endDone);
        } catch (err) {
          void toast.error(failureText(err, CHAT_MESSAGES.operationFailed));
        }
      },
    });
  }

  const disabledReason = ended ? T.inputDisabledEnded : connected ? null : T.inputDisabledNotConnected;

  const cannedList = (
    <div className={styles.cannedList} data-testid="desk-canned-list">
      {cannedReplies === null && <div className={styles.empty}>{T.cannedFailed}</div>}
      {cannedReplies?.length === 0 && <div className={styles.empty}>{T.cannedEmpty}</div>}
      {cannedReplies?.map((r) => (
        <button
          key={r.id}
          type="button"
          className={styles.cannedItem}
          onClick={() => {
            setCannedOpen(false);
            insert(r.text);
          }}
        >
          {r.text}
        </button>
      ))}
    </div>
  );

  return (
    <section className={styles.column} aria-label={customerName} data-testid="desk-conversation" data-uuid={uuid}>
      {modalHolder}
      <div className={styles.convHead}>
        <div className={styles.convTitle}>
          <MessageOutlined style={{ color: '#1554ad' }} />
          <span data-testid="desk-conversation-name">{customerName}</span>
          <Tag color={STATE_COLORS[state]} style={{ margin: 0 }} data-testid="desk-conversation-state">
            {CHAT_STATE_LABELS[state]}
          </Tag>
        </div>
        <Space size={8}>
          {state === 'assigned' && (
            <Button type="primary" size="small" loading={accepting} onClick={() => void accept()} data-testid="desk-accept-open">
              {T.accept}
            </Button>
          )}
          <Button size="small" icon={<SwapOutlined />} disabled={!connected} onClick={() => setTransferring(true)} data-testid="desk-transfer-open">
            {T.transfer}
          </Button>
          <Button size="small" danger icon={<PoweroffOutlined />} disabled={ended || state === 'queued'} onClick={confirmEnd} data-testid="desk-end">
            {T.end}
          </Button>
        </Space>
      </div>
      {conversation?.detail.transferNote && (
        <Alert className={styles.banner} type="info" showIcon title={T.transferNote(null, conversation.detail.transferNote)} data-testid="desk-transfer-note" />
      )}
      {state === 'assigned' && <Alert className={styles.banner} type="warning" showIcon title={T.assignedBanner} />}
      {ended && summary && <Alert className={styles.banner} type="warning" showIcon title={endedText(summary)} data-testid="desk-ended" />}
      <MessageList messages={conversation?.messages ?? []} customerName={customerName} now={now} />
      <div className={styles.composer}>
        {failedImage && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            title={T.imageFailedBanner(failedImage.name)}
            data-testid="desk-image-failed"
            action={
              <Space size={4}>
                <Button size="small" type="primary" disabled={!connected} loading={uploading} onClick={() => void sendImage(failedImage)}>
                  {T.retry}
                </Button>
                <Button size="small" onClick={() => onFailedImage(undefined)}>
                  {T.discard}
                </Button>
              </Space>
            }
          />
        )}
        <div className={styles.tools}>
          <Popover content={cannedList} title={T.canned} trigger="click" placement="topLeft" open={cannedOpen && connected} onOpenChange={setCannedOpen}>
            <Button type="text" size="small" icon={<ThunderboltOutlined />} disabled={!connected} data-testid="desk-canned">
              {T.canned}
            </Button>
          </Popover>
          <Tooltip title={T.imageHint}>
            <Button type="text" size="small" icon={<PictureOutlined />} disabled={!connected} loading={uploading} onClick={() => picker.current?.click()} data-testid="desk-image">
              {T.image}
            </Button>
          </Tooltip>
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="desk-image-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void sendImage(file);
            }}
          />
        </div>
        <Input.TextArea
          ref={input}
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={disabledReason ?? T.inputPlaceholder}
          disabled={!connected}
          aria-label={T.inputPlaceholder}
          data-testid="desk-input"
        />
        <div className={styles.composerFoot}>
          <span className={styles.hint}>
            {draft.length} / {CHAT_TEXT_MAX}
          </span>
          <Button type="primary" disabled={!connected || draft.trim() === ''} loading={sending} onClick={() => void send()} data-testid="desk-send">
            {T.send}
          </Button>
        </div>
      </div>
      {transferring && (
        <TransferModal
          customerName={customerName}
          onClose={() => setTransferring(false)}
          onTransfer={async (to, name, note) => {
            await actions.transfer(uuid, to, note);
            setTransferring(false);
            void toast.success(T.transferred(name));
          }}
        />
      )}
    </section>
  );
}
