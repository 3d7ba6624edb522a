import type { KeyboardEvent } from 'react';

/**
 * Arrow keys in the header's menus (issue 38), on the menu's <ul> whose every <li> holds its
 * entry's link first and then, maybe, the entry's panel of links: ←/→ go to the previous or next
 * entry (their panels open on focus), ↓/↑ into the entry's panel and through its links, Home/End
 * to the panel's first and last link. Tab still walks every link, as anywhere on the page.
 * `open` opens an entry's panel, for ↓ on an entry whose panel Escape has closed.
 */
export function onMenuArrowKey(event: KeyboardEvent<HTMLElement>, open: (entry: number) => void): void {
  const entries = Array.from(event.currentTarget.children);
  const at = entries.findIndex((li) => li.contains(event.target as Node));
  if (at < 0) return;
  const [trigger, ...links] = Array.from(entries[at]!.querySelectorAll<HTMLElement>('a'));
  const entryLink = (i: number) => entries[(i + entries.length) % entries.length]!.querySelector<HTMLElement>('a');
  const inPanel = links.indexOf(event.target as HTMLElement);
  const onTrigger = event.target === trigger;
  let next: HTMLElement | null | undefined;
  if (event.key === 'ArrowRight') next = entryLink(at + 1);
  else if (event.key === 'ArrowLeft') next = entryLink(at - 1);
  else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && onTrigger && links.length > 0) {
    event.preventDefault();
    open(at);
    // The panel is shown once React has drawn it open: focus its first (↓) or last (↑) link then.
    const target = event.key === 'ArrowDown' ? links[0]! : links[links.length - 1]!;
    requestAnimationFrame(() => target.focus());
    return;
  } else if (inPanel >= 0) {
    const last = links.length - 1;
    if (event.key === 'ArrowDown') next = links[inPanel === last ? 0 : inPanel + 1];
    else if (event.key === 'ArrowUp') next = links[inPanel === 0 ? last : inPanel - 1];
    else if (event.key === 'Home') next = links[0];
    else if (event.key === 'End') next = links[last];
  }
  if (!next) return;
  event.preventDefault();
  next.focus();
}
