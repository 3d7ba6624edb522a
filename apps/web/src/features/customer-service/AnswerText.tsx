import { Fragment } from 'react';
import styles from './ChatWindow.module.css';

/** A portal route written in an answer: `#/` and the characters a route and its query use. */
const ROUTE = /#\/[A-Za-z0-9/_?=&.%-]*[A-Za-z0-9/_=%-]/g;

/**
 * An answer's text with every portal route in it as a link that opens the screen in a new tab
 * (issue 37), so the conversation stays where it is. Only `#/…` routes become links; the text
 * is never read as HTML.
 */
export function AnswerText({ text }: { text: string }) {
  const parts: Array<string | { route: string }> = [];
  let at = 0;
  for (const match of text.matchAll(ROUTE)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ route: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <p className={styles.text}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a key={i} href={`${window.location.pathname}${part.route}`} target="_blank" rel="noopener" data-testid="cs-answer-link">
            {part.route}
          </a>
        ),
      )}
    </p>
  );
}
