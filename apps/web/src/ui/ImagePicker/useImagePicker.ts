import { useCallback, useEffect, useRef, useState } from 'react';
import { UnreadableImageError, compressImage } from './compress-image.ts';
import { pickProblem, type PickProblem } from './image-rules.ts';
import { IMAGE_PICKER_TEXTS } from './texts.ts';

export interface PickedImage {
  uid: string;
  name: string;
  /** What goes up: the compressed picture, or the original when it needed none. */
  file: File | null;
  previewUrl: string;
  status: 'processing' | 'ready' | 'error';
  error: string | null;
}

export interface ImagePickerOptions {
  max: number;
  maxBytes: number;
  extensions: readonly string[];
  /** Compress toward this size before upload. */
  targetBytes: number;
  messages: Record<PickProblem, string>;
}

let nextUid = 0;

function newItem(original: File): PickedImage {
  nextUid += 1;
  return {
    uid: `img-${nextUid}`,
    name: original.name,
    file: null,
    previewUrl: URL.createObjectURL(original),
    status: 'processing',
    error: null,
  };
}

const release = (item: PickedImage | undefined) => item && URL.revokeObjectURL(item.previewUrl);

/**
 * The state of a picture picker, kept by the form that owns it so that nothing picked is lost
 * when a send fails: each picture is checked (extension, size), read and compressed in the
 * browser, and can carry an error (its own or the server's) until removed or replaced.
 */
export function useImagePicker(options: ImagePickerOptions) {
  const [items, setItemsState] = useState<PickedImage[]>([]);
  // The list as last set, for handlers that run between renders (several files at once).
  const current = useRef<PickedImage[]>([]);
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  const setItems = useCallback((next: (list: PickedImage[]) => PickedImage[]) => {
    current.current = next(current.current);
    setItemsState(current.current);
  }, []);

  useEffect(() => () => current.current.forEach(release), []);

  const prepare = useCallback(
    async (item: PickedImage, original: File) => {
      const { messages, targetBytes } = opts.current;
      const patch = (change: Partial<PickedImage>) =>
        setItems((list) => list.map((i) => (i.uid === item.uid ? { ...i, ...change } : i)));
      const problem = pickProblem(original, opts.current);
      if (problem) return patch({ status: 'error', error: messages[problem] });
      try {
        patch({ status: 'ready', error: null, file: await compressImage(original, targetBytes) });
      } catch (err) {
        patch({ status: 'error', error: err instanceof UnreadableImageError ? messages.format : IMAGE_PICKER_TEXTS.unreadable });
      }
    },
    [setItems],
  );

  /** Adds pictures up to the maximum; extra ones are ignored (the picker shows how many fit). */
  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, opts.current.max - current.current.length);
      const added = files.slice(0, room).map((file) => ({ item: newItem(file), file }));
      setItems((list) => [...list, ...added.map((a) => a.item)]);
      for (const { item, file } of added) void prepare(item, file);
    },
    [prepare, setItems],
  );

  /** Re-upload: a new picture in the place of an old one. */
  const replace = useCallback(
    (uid: string, file: File) => {
      const old = current.current.find((i) => i.uid === uid);
      if (!old) return;
      release(old);
      const item = newItem(file);
      setItems((list) => list.map((i) => (i.uid === uid ? item : i)));
      void prepare(item, file);
    },
    [prepare, setItems],
  );

  const remove = useCallback(
    (uid: string) => {
      release(current.current.find((i) => i.uid === uid));
      setItems((list) => list.filter((i) => i.uid !== uid));
    },
    [setItems],
  );

  const reset = useCallback(() => {
    current.current.forEach(release);
    setItems(() => []);
  }, [setItems]);

  /** Marks the picture at `index` of the sent list with the server's message. */
  const setError = useCallback(
    (index: number, message: string) => {
      setItems((list) => list.map((item, i) => (i === index ? { ...item, status: 'error', error: message } : item)));
    },
    [setItems],
  );

  return {
    items,
    options,
    add,
    replace,
    remove,
    reset,
    setError,
    /** Every picture is ready (none processing, none refused). */
    allReady: items.every((i) => i.status === 'ready'),
    /** The pictures to send, in order. */
    files: () => current.current.flatMap((i) => (i.file ? [i.file] : [])),
  };
}

export type ImagePickerState = ReturnType<typeof useImagePicker>;
