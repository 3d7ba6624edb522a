#!/usr/bin/env node
/* eslint-disable no-console -- a command-line example: printing what arrives is its job */
// A complete receiver for the bank's notifications, written from docs/open-platform/sandbox.md
// alone: it checks each post's SM2 signature with the bank's public key (shown at
// /yqzl/serviceSetting), refuses stale or replayed posts, handles each notification once, and
// prints it. Needs Node 20+ (its OpenSSL has SM3) and the npm package sm-crypto-v2.
//
//   BANK_PUBLIC_KEY=04… PORT=9000 node docs/open-platform/callback-receiver.mjs
//   (then set http://127.0.0.1:9000/notify as the callback URL; production wants https)
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { sm2 } from 'sm-crypto-v2';

const bankKey = process.env.BANK_PUBLIC_KEY;
if (!/^04[0-9a-f]{128}$/i.test(bankKey ?? '')) {
  console.error('set BANK_PUBLIC_KEY to the 本行通知签名公钥 of 服务设置 (04 and 128 hex digits)');
  process.exit(2);
}
const WINDOW_MS = 5 * 60_000;
const seenNonces = new Map(); // nonce -> time seen; a post replayed inside the window is refused
const handled = new Set(); // notification ids already acted upon; a retry of one is only acknowledged

/** METHOD \n PATH \n SORTED_QUERY \n SM3_HEX(BODY) \n TIMESTAMP \n NONCE, as for sandbox requests. */
function canonical(method, url, body, timestamp, nonce) {
  const [path, query = ''] = url.split('?');
  const sorted = query
    .split('&')
    .filter(Boolean)
    .map((p) => (p.includes('=') ? p : `${p}=`))
    .sort((a, b) => {
      const [ka, va] = [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)];
      const [kb, vb] = [b.slice(0, b.indexOf('=')), b.slice(b.indexOf('=') + 1)];
      return ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0;
    })
    .join('&');
  const bodyHash = createHash('sm3').update(body, 'utf8').digest('hex');
  return [method, path, sorted, bodyHash, timestamp, nonce].join('\n');
}

function verified(req, body) {
  const timestamp = req.headers['x-timestamp'] ?? '';
  const nonce = req.headers['x-nonce'] ?? '';
  const signature = req.headers['x-signature'] ?? '';
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > WINDOW_MS) return 'stale timestamp';
  if (!nonce || seenNonces.has(nonce)) return 'replayed nonce';
  const text = canonical('POST', req.url, body, timestamp, nonce);
  let ok = false;
  try {
    ok = sm2.doVerifySignature(text, signature, bankKey, { hash: true, der: true, userId: '1234567812345678' });
  } catch {
    ok = false;
  }
  if (!ok) return 'bad signature';
  seenNonces.set(nonce, Date.now());
  for (const [n, at] of seenNonces) if (Date.now() - at > 2 * WINDOW_MS) seenNonces.delete(n);
  return null;
}

const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const problem = req.method === 'POST' ? verified(req, body) : 'not a POST';
    if (problem) {
      console.log('refused:', problem);
      res.writeHead(401).end();
      return;
    }
    const note = JSON.parse(body);
    if (!handled.has(note.notificationId)) {
      handled.add(note.notificationId);
      console.log(JSON.stringify({ notificationId: note.notificationId, kind: note.kind, title: note.title, body: note.body }));
    }
    // Any 2xx tells the bank it arrived; anything else (or no answer in 5 s) makes it try again.
    res.writeHead(204).end();
  });
});
server.listen(Number(process.env.PORT ?? 9000), '127.0.0.1', () => console.log('listening on', server.address().port));
