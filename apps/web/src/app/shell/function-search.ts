import type { HeaderConfig, MenuItem } from '@portal/contract/page-config';

/** A configured function the header search can find: its name, where it lives, where it goes. */
export interface FunctionEntry {
  label: string;
  /** The menu path above it, e.g. ['企业金融', '账户与结算']. */
  trail: string[];
  url: string;
}

const MAX_RESULTS = 8;

function walk(items: MenuItem[] | undefined, trail: string[], out: FunctionEntry[]): void {
  for (const item of items ?? []) {
    if (item.hide || item.show === false) continue;
    if (item.url && !item.url.startsWith('javascript:')) out.push({ label: item.label, trail, url: item.url });
    walk(item.children, [...trail, item.label], out);
  }
}

/** Every navigable function of the header configuration: main menu and top navigation. */
export function functionIndex(config: HeaderConfig): FunctionEntry[] {
  const out: FunctionEntry[] = [];
  walk(config.menulist, [], out);
  for (const nav of config.headerTopNav ?? []) {
    if (nav.hide) continue;
    if (nav.url) out.push({ label: nav.label, trail: [], url: nav.url });
    for (const child of nav.children ?? []) if (child.url) out.push({ label: child.label, trail: [nav.label], url: child.url });
  }
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.label}|${e.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Functions whose name contains every character-run of the keyword, best first: exact name,
 * then names that start with it, then any match (the name's menu path counts too).
 */
export function searchFunctions(index: FunctionEntry[], keyword: string): FunctionEntry[] {
  const terms = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const scored: Array<{ entry: FunctionEntry; score: number }> = [];
  for (const entry of index) {
    const name = entry.label.toLowerCase();
    const haystack = `${name} ${entry.trail.join(' ').toLowerCase()}`;
    if (!terms.every((t) => haystack.includes(t))) continue;
    const whole = terms.join('');
    const score = name === whole ? 0 : name.startsWith(terms[0]!) ? 1 : terms.every((t) => name.includes(t)) ? 2 : 3;
    scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.entry.label.length - b.entry.label.length)
    .slice(0, MAX_RESULTS)
    .map((s) => s.entry);
}
