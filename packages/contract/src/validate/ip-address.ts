/**
 * Whether an IP address is one the public cannot reach (issue 26 point 5, issue 35 point 6): the
 * one predicate behind the callback URL check (callback-url.ts, form and server) and the callback
 * sender's connect-time DNS check, so a spelling refused in one is refused in the other.
 *
 * IPv6 is judged fail-closed: public only inside global unicast (2000::/3), or as a form that
 * carries an IPv4 address (IPv4-compatible ::/96, mapped ::ffff:0:0/96, translated
 * ::ffff:0:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32) whose IPv4 address is
 * public. Those forms reach their IPv4 address through the host's own stack or a gateway, so
 * `[::7f00:1]` or `[64:ff9b::7f00:1]` must not pass where `127.0.0.1` does not.
 */

/** The four octets of a dotted IPv4 address (1-3 digits each, as DNS and the URL parser write them), or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((n) => n <= 255) ? octets : null;
}

/**
 * The eight 16-bit words of an IPv6 address in any textual form: hex words of 1-4 digits, one
 * `::`, a dotted IPv4 tail, any case, brackets and a zone (`%eth0`) allowed. Null when it is none.
 */
export function parseIpv6(text: string): number[] | null {
  const h = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '').toLowerCase();
  const halves = h.split('::');
  if (halves.length > 2) return null;
  const words = (side: string, last: boolean): number[] | null => {
    if (side === '') return [];
    const out: number[] = [];
    const pieces = side.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (last && i === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  if (halves.length === 1) {
    const all = words(h, true);
    return all && all.length === 8 ? all : null;
  }
  const head = words(halves[0]!, false);
  const tail = words(halves[1]!, true);
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** Loopback, private, CGNAT, link-local, unspecified ("this network"), reserved, multicast and broadcast. */
export function privateIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a! >= 224
  );
}

const v4Of = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255];
const zeros = (w: number[], from: number, to: number) => w.slice(from, to).every((x) => x === 0);

/** The IPv4 address an IPv6 address stands for, if it is one of the embedding forms. */
export function embeddedIpv4(w: number[]): number[] | null {
  // ::a.b.c.d (IPv4-compatible; also :: and ::1), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated).
  if (zeros(w, 0, 5) && (w[5] === 0 || w[5] === 0xffff)) return v4Of(w[6]!, w[7]!);
  if (zeros(w, 0, 4) && w[4] === 0xffff && w[5] === 0) return v4Of(w[6]!, w[7]!);
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix: the gateway connects to the IPv4 address.
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(w, 2, 6)) return v4Of(w[6]!, w[7]!);
  // 2002:AABB:CCDD::/48, 6to4: the relay sends to AA.BB.CC.DD.
  if (w[0] === 0x2002) return v4Of(w[1]!, w[2]!);
  // 2001:0::/32, Teredo: the client's address is the last 32 bits inverted.
  if (w[0] === 0x2001 && w[1] === 0) return v4Of(~w[6]! & 0xffff, ~w[7]! & 0xffff);
  return null;
}

/** IPv6 words of an address the public cannot reach (see the file's comment). */
function privateIpv6Words(w: number[]): boolean {
  const v4 = embeddedIpv4(w);
  if (v4) return privateIpv4(v4);
  // 64:ff9b:1::/48 is NAT64 for one network's own use: whatever it embeds, it is that network.
  if (w[0] === 0x64 && w[1] === 0xff9b) return true;
  // Documentation (2001:db8::/32); everything outside global unicast 2000::/3 (ULA fc00::/7,
  // link-local fe80::/10, site-local, multicast ff00::/8, the rest of ::/8 and 100::/64 …).
  if (w[0] === 0x2001 && w[1] === 0xdb8) return true;
  return (w[0]! & 0xe000) !== 0x2000;
}

/**
 * Whether `address` (an IPv4 or IPv6 literal, IPv6 optionally in brackets) cannot be reached by
 * the public. A text that is neither counts as private: this check refuses what it cannot read.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return privateIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 ? privateIpv6Words(v6) : true;
}
