import { BlockList, isIP } from 'node:net';
import { AppError } from '../../../errors.ts';

/** An allow-list entry in its normal form: `address` or `network/prefix`; undefined when invalid. */
function normalEntry(entry: string): string | undefined {
  const [address, prefix, extra] = entry.trim().split('/');
  if (extra !== undefined || !address) return undefined;
  const family = isIP(address);
  if (family === 0) return undefined;
  if (prefix === undefined) return address;
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return undefined;
  return `${address}/${bits}`;
}

/** The entries as stored, or OPEN_IP_LIST_INVALID naming the first bad one. */
export function normaliseAllowList(entries: string[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const normal = normalEntry(entry);
    if (!normal) throw new AppError('OPEN_IP_LIST_INVALID', { field: 'ipAllowList', message: `IP 白名单第 ${out.length + 1} 条「${entry.slice(0, 50)}」格式不正确` });
    if (!out.includes(normal)) out.push(normal);
  }
  return out;
}

/** A matcher for a stored list (an empty list allows any address); IPv4-mapped IPv6 counts as IPv4. */
export function allowListMatcher(entries: readonly string[]): (ip: string) => boolean {
  if (entries.length === 0) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
