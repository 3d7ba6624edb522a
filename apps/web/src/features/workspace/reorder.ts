/** `items` with the one at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return items;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export function sameOrder(a: readonly { code: string }[], b: readonly { code: string }[]): boolean {
  return a.length === b.length && a.every((item, i) => item.code === b[i]?.code);
}
