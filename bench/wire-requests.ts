import type { Client } from 'autocannon';

/** One signed request's stamp: three values of fixed width, so they can be written into a template. */
export interface Stamps {
  count: number;
  timestamp(i: number): string;
  nonce(i: number): string;
  sign(i: number): string;
}

/** What a caller sends besides the stamp: its own headers (cookie, token, …) and body. */
export interface Caller {
  headers: Record<string, string>;
  body: string;
}

export interface WireRequests {
  path: string;
  method: 'GET' | 'POST';
  /** Request 0's headers and body, as `fetch` would send them (to read one real reply). */
  first(): { headers: Record<string, string>; body: string | undefined };
  /** For autocannon's `setupClient`: each request the connection sends is the next unused one. */
  setupClient(client: Client): void;
  /** The same requests sent to `path` with `headers` added, handed out from the first again: for the sized no-op. */
  to(path: string, headers: Record<string, string>): WireRequests;
}

const TIMESTAMP_WIDTH = 13;
const NONCE_WIDTH = 36;
const SIGN_WIDTH = 64;
// Placeholders no header or JSON body can hold, found again to learn where each value goes.
const HOLE = { timestamp: '\u0001'.repeat(TIMESTAMP_WIDTH), nonce: '\u0002'.repeat(NONCE_WIDTH), sign: '\u0003'.repeat(SIGN_WIDTH) };

interface Template {
  bytes: Buffer;
  timestampAt: number;
  nonceAt: number;
  signAt: number;
}

/** A caller's whole HTTP/1.1 request as bytes, and where in them the stamp's three values go. */
function template(method: string, path: string, host: string, headers: Record<string, string>, body: string): Template {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  const bytes = Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'utf8');
  const at = (hole: string) => {
    const i = bytes.indexOf(hole, 0, 'latin1');
    if (i < 0 || bytes.indexOf(hole, i + 1, 'latin1') >= 0) throw new Error('a stamp header is missing or repeated');
    return i;
  };
  return { bytes, timestampAt: at(HOLE.timestamp), nonceAt: at(HOLE.nonce), signAt: at(HOLE.sign) };
}

/**
 * `stamps.count` signed requests as the bytes autocannon writes to the socket. Request `i` is
 * caller `i mod callers` with stamp `i`; its bytes are the caller's template with the stamp
 * copied in, made as the connection asks for them. autocannon's own per-request path (merging
 * option objects, joining header lines, decoding the body again) cost the load generator more
 * than a poll costs the server, so on two cores it, not the server, set the rows' pace
 * (docs/performance.md). `stampHeaders` puts the stamp's values under their header names.
 */
export function wireRequests(options: {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  callers: Caller[];
  stamps: Stamps;
  stampHeaders: (stamp: { timestamp: string; nonce: string; sign: string }) => Record<string, string>;
}): WireRequests {
  const { origin, method, callers, stamps } = options;
  const host = new URL(origin).host;
  const headersOf = (caller: Caller, stamp: { timestamp: string; nonce: string; sign: string }) => ({ ...caller.headers, ...options.stampHeaders(stamp) });
  function build(path: string, extra: Record<string, string>): WireRequests {
    let next = 0;
    const templates = callers.map((c) => template(method, path, host, { ...headersOf(c, HOLE), ...extra }, c.body));
    const bytesOf = (i: number): Buffer => {
      const t = templates[i % templates.length]!;
      const out = Buffer.allocUnsafe(t.bytes.length);
      t.bytes.copy(out);
      out.write(stamps.timestamp(i), t.timestampAt, 'latin1');
      out.write(stamps.nonce(i), t.nonceAt, 'latin1');
      out.write(stamps.sign(i), t.signAt, 'latin1');
      return out;
    };
    return {
      path,
      method,
      first() {
        const stamp = { timestamp: stamps.timestamp(0), nonce: stamps.nonce(0), sign: stamps.sign(0) };
        return { headers: { ...headersOf(callers[0]!, stamp), ...extra }, body: callers[0]!.body || undefined };
      },
      setupClient(client) {
        // autocannon 9 writes `client.getRequestBuffer()` for every request; it has no public
        // way to send ready-made bytes. Fail loudly if that changes rather than measure nothing.
        const c = client as Client & { getRequestBuffer?: () => Buffer };
        if (typeof c.getRequestBuffer !== 'function') throw new Error('autocannon no longer has Client.getRequestBuffer: see bench/wire-requests.ts');
        c.getRequestBuffer = () => bytesOf(next++ % stamps.count);
      },
      to: (otherPath, headers) => build(otherPath, headers),
    };
  }

  for (let i = 0; i < Math.min(stamps.count, 3); i++) {
    if (stamps.timestamp(i).length !== TIMESTAMP_WIDTH || stamps.nonce(i).length !== NONCE_WIDTH || stamps.sign(i).length !== SIGN_WIDTH) {
      throw new Error('stamps must be a 13-digit timestamp, a UUID nonce and a 64-digit signature');
    }
  }
  return build(options.path, {});
}
