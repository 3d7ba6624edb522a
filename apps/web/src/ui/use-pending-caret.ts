import { useLayoutEffect, useRef } from 'react';

/**
 * Puts a text area's caret where an edit left it (a Ctrl+Enter newline, an inserted canned
 * reply) in the same commit that writes the edited value. A requestAnimationFrame comes too
 * late for a fast typist: the next key lands at the end of the text first, and the caret then
 * jumps back behind it.
 */
export function usePendingCaret(textArea: () => HTMLTextAreaElement | null): (caret: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pending.current;
    if (caret === null) return;
    pending.current = null;
    const el = textArea();
    el?.focus();
    el?.setSelectionRange(caret, caret);
  });
  return (caret) => {
    pending.current = caret;
  };
}
