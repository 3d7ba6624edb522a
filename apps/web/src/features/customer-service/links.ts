/** Opens a configured address in a new tab: portal routes (`#/…`) and http(s) only. */
export function openExternal(url: string): void {
  if (url.startsWith('#/')) window.open(`${window.location.pathname}${url}`, '_blank', 'noopener');
  else if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
}
