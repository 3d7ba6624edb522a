/** The address of a portal route (`#/center?tab=x`) with a login ticket `st` added. */
export function withTicket(route: string, st: string): string {
  const hash = route.startsWith('#') ? route : `#${route}`;
  const [path = '#/', query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  params.set('st', st);
  return `${window.location.pathname}${path}?${params}`;
}
