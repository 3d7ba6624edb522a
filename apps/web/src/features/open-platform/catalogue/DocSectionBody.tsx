import type { ReactNode } from 'react';
import styles from './Catalogue.module.css';

/**
 * A documentation section's markdown-ish text: `| a | b |` rows become a table (first row the
 * header), ``` fences a code block, `- ` lines a list, the rest paragraphs. Plain text only:
 * nothing is rendered as HTML.
 */
export function DocSectionBody({ body }: { body: string }) {
  const blocks: ReactNode[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      const code: string[] = [];
      for (i += 1; i < lines.length && !lines[i]!.startsWith('```'); i += 1) code.push(lines[i]!);
      i += 1;
      blocks.push(<pre key={blocks.length} className={styles.code} tabIndex={0}>{code.join('\n')}</pre>);
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i += 1) rows.push(lines[i]!.split('|').slice(1, -1).map((c) => c.trim()));
      const [head, ...rest] = rows;
      blocks.push(
        <div key={blocks.length} className={styles.tableWrap} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>{head!.map((c, k) => <th key={k}>{c}</th>)}</tr>
            </thead>
            <tbody>
              {rest.map((r, n) => (
                <tr key={n}>{r.map((c, k) => <td key={k}>{c}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('- '); i += 1) items.push(lines[i]!.slice(2));
      blocks.push(<ul key={blocks.length}>{items.map((t, k) => <li key={k}>{t}</li>)}</ul>);
    } else {
      if (line.trim()) blocks.push(<p key={blocks.length} className={styles.para}>{line}</p>);
      i += 1;
    }
  }
  return <>{blocks}</>;
}
