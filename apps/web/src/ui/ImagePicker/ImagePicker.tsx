import { useRef, useState } from 'react';
import { CloseOutlined, ExclamationCircleOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { acceptOf } from './image-rules.ts';
import { IMAGE_PICKER_TEXTS as T } from './texts.ts';
import type { ImagePickerState } from './useImagePicker.ts';
import styles from './ImagePicker.module.css';

export interface ImagePickerProps {
  picker: ImagePickerState;
  /** Shown under the thumbnails (limits, suggested size). */
  hint?: string;
  disabled?: boolean;
  /** Names the file input for labels and tests. */
  id?: string;
}

/**
 * Thumbnails of the picked pictures with remove and, for a refused one, its message and a
 * re-upload control; an add tile while there is room. State lives in `useImagePicker`.
 */
export function ImagePicker({ picker, hint, disabled, id }: ImagePickerProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [replacing, setReplacing] = useState<string | null>(null);
  const { items, options } = picker;
  const accept = acceptOf(options.extensions);

  function choose(uid: string | null) {
    setReplacing(uid);
    if (input.current) {
      input.current.multiple = uid === null;
      input.current.click();
    }
  }

  function picked(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (replacing) picker.replace(replacing, files[0]!);
    else picker.add(files);
    setReplacing(null);
  }

  return (
    <div className={styles.picker} data-testid="image-picker">
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li
            key={item.uid}
            className={`${styles.tile} ${item.status === 'error' ? styles.tileError : ''}`}
            data-testid="image-picker-item"
            data-status={item.status}
          >
            <img className={styles.thumb} src={item.previewUrl} alt={`${T.preview} ${index + 1}：${item.name}`} />
            {item.status === 'processing' && (
              <span className={styles.overlay}>
                <LoadingOutlined aria-hidden /> {T.processing}
              </span>
            )}
            {item.status === 'error' && (
              <span className={`${styles.overlay} ${styles.overlayError}`}>
                <ExclamationCircleOutlined aria-hidden />
                <button type="button" className={styles.reupload} onClick={() => choose(item.uid)} disabled={disabled}>
                  {T.reupload}
                </button>
              </span>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={`${T.remove} ${index + 1}`}
              onClick={() => picker.remove(item.uid)}
              disabled={disabled}
            >
              <CloseOutlined aria-hidden />
            </button>
          </li>
        ))}
        {items.length < options.max && (
          <li>
            <button type="button" className={styles.add} onClick={() => choose(null)} disabled={disabled} data-testid="image-picker-add">
              <PlusOutlined aria-hidden />
              <span>{T.add}</span>
              <span className={styles.count}>
                {items.length}/{options.max}
              </span>
            </button>
          </li>
        )}
      </ul>
      {items.some((i) => i.error) && (
        <ul className={styles.errors} role="alert">
          {items.map((item, index) =>
            item.error ? (
              <li key={item.uid} data-testid="image-picker-error">
                {`${T.preview} ${index + 1}：${item.error}`}
              </li>
            ) : null,
          )}
        </ul>
      )}
      {hint && <p className={styles.hint}>{hint}</p>}
      <input
        ref={input}
        id={id}
        // Inline: form libraries style file inputs as blocks.
        style={{ display: 'none' }}
        type="file"
        accept={accept}
        multiple
        tabIndex={-1}
        aria-hidden
        onChange={(e) => picked(e.target.files)}
        data-testid="image-picker-input"
      />
    </div>
  );
}
