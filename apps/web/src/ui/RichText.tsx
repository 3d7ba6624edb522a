import type { HTMLAttributes } from 'react';
import { sanitizeHtml } from '@portal/contract/sanitize';
import { boxTables } from './box-tables.ts';

/**
 * Operator-authored HTML (for example the footer copyright). It is always passed through the
 * shared sanitiser of §4 Rich text sanitising before it reaches the DOM.
 */
export function RichText({ html, ...box }: { html: string | undefined } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'>) {
  return <div {...box} dangerouslySetInnerHTML={{ __html: boxTables(sanitizeHtml(html ?? '')) }} />;
}
