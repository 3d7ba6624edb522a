import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { CHAT_TEXT_MAX } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import type { ChatController, ChatMode } from './chat-controller.ts';
import { CHAT_IMAGE_ACCEPT, chatTextError } from './chat-rules.ts';
import { CS_TEXTS as T } from './texts.ts';
import styles from './ChatWindow.module.css';
import { usePendingCaret } from '../../ui/use-pending-caret.ts';

interface ChatComposerProps {
  chat: ChatController;
  mode: ChatMode;
  suggestions: readonly string[];
  autoFocus: boolean;
}

/**
 * Text field, picture button and send button (§5 Chat): Enter sends, Ctrl+Enter inserts a
 * newline, send is disabled while the field is empty; what was refused stays in the field
 * with its message underneath. Suggestions for what is being typed show above it.
 */
export function ChatComposer({ chat, mode, suggestions, autoFocus }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<TextAreaRef | null>(null);
  const placeCaret = usePendingCaret(() => field.current?.resizableTextArea?.textArea ?? null);
  const picker = useRef<HTMLInputElement | null>(null);
  const connecting = mode === 'connecting';
  const toHuman = mode === 'human';

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  function submit() {
    const problem = chat.send(text);
    if (problem) {
      setError(problem);
      return;
    }
    setText('');
    setError(null);
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const value = event.target.value;
    setText(value);
    // A shown message follows the text: gone once fixed, still there while it applies.
    if (error) setError(value.trim() === '' ? null : chatTextError(value, toHuman));
    chat.typing(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      const { selectionStart, selectionEnd } = event.currentTarget;
      if (text.length >= CHAT_TEXT_MAX) return;
      placeCaret(selectionStart + 1);
      setText(`${text.slice(0, selectionStart)}\n${text.slice(selectionEnd)}`);
      return;
    }
    if (event.shiftKey) return;
    event.preventDefault();
    submit();
  }

  function choosePicture() {
    if (!toHuman) {
      setError(CHAT_MESSAGES.imageOnlyToHuman);
      return;
    }
    picker.current?.click();
  }

  function onPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setError(chat.sendImage(file));
  }

  function pick(question: string) {
    chat.askPicked(question);
    setText('');
    setError(null);
    field.current?.focus();
  }

  return (
    <div className={styles.composer}>
      {suggestions.length > 0 && mode === 'bot' && (
        <div className={styles.suggestions} data-testid="cs-suggestions">
          <p className={styles.suggestionsTitle} id="cs-suggestions-title">
            {T.suggestionsLabel}
          </p>
          <ul aria-labelledby="cs-suggestions-title">
            {suggestions.map((q) => (
              <li key={q}>
                <button type="button" className={styles.suggestion} onClick={() => pick(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toolButton}
          aria-label={T.uploadImage}
          title={T.uploadImage}
          onClick={choosePicture}
          disabled={connecting}
          data-testid="cs-image-button"
        >
          <PictureOutlined aria-hidden />
        </button>
        <input
          ref={picker}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          className={styles.hiddenInput}
          onChange={onPicture}
          tabIndex={-1}
          aria-hidden
          data-testid="cs-image-input"
        />
      </div>
      <Input.TextArea
        ref={field}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        maxLength={CHAT_TEXT_MAX}
        disabled={connecting}
        placeholder={connecting ? T.connectingPlaceholder : toHuman ? T.humanPlaceholder : T.inputPlaceholder}
        aria-label={T.inputLabel}
        aria-invalid={error !== null}
        aria-describedby={error ? 'cs-input-error' : undefined}
        className={styles.textarea}
        autoSize={{ minRows: 2, maxRows: 4 }}
        data-testid="cs-input"
      />
      <div className={styles.composerFoot}>
        <span id="cs-input-error" className={styles.inputError} role="alert" data-testid="cs-input-error">
          {error}
        </span>
        <span className={styles.counter} aria-hidden>
          {text.length}/{CHAT_TEXT_MAX}
        </span>
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          disabled={connecting || text.trim() === ''}
          onClick={submit}
          data-testid="cs-send"
        >
          {T.send}
        </Button>
      </div>
    </div>
  );
}
