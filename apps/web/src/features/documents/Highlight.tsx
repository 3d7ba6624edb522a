import type { Highlighted } from '@portal/contract/calls/documents/fields';

/** Text with the server's matched ranges marked; plain text nodes only, nothing parsed as HTML. */
export function Highlight({ value }: { value: Highlighted }) {
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end > value.text.length) continue;
    if (start > at) parts.push({ text: value.text.slice(at, start), mark: false });
    parts.push({ text: value.text.slice(start, end), mark: true });
    at = end;
  }
  if (at < value.text.length) parts.push({ text: value.text.slice(at), mark: false });
  return <>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}
