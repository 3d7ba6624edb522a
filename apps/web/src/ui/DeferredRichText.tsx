import { useEffect, useState } from 'react';
import { boxTables } from './box-tables.ts';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;
/** The sanitiser (js-xss, 19 KB) loads once, the first time deferred rich text is drawn. */
const loadSanitizer = () => (sanitizer ??= import('@portal/contract/sanitize').then((m) => m.sanitizeHtml));

/**
 * RichText for the shell's own content below the fold (the footer's copyright): the same
 * sanitiser, loaded after the first paint instead of with it (issue 36, the home page's weight).
 * Nothing unsanitised ever reaches the DOM: until the sanitiser is there, the box stays empty.
 */
export function DeferredRichText({ html, className }: { html: string | undefined; className?: string | undefined }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((fn) => live && setSanitize(() => fn));
    return () => {
      live = false;
    };
  }, []);
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize ? boxTables(sanitize(html ?? '')) : '' }} />;
}
