#!/usr/bin/env node
/* eslint-disable no-console -- a command-line example: printing the reply is its job */
// A complete sandbox client in one file, written from docs/open-platform/sandbox.md alone: it
// signs a balance query and prints the reply. Needs Node 20+ (its OpenSSL has SM3) and, for
// SM2 signatures only, the npm package sm-crypto-v2.
//
//   SANDBOX_ORIGIN=http://127.0.0.1:8080 APP_ID=SBX… APP_SECRET=… ACCOUNT_NO=6229… \
//     node docs/open-platform/sandbox-client.mjs
//   (SM2 instead: SIGN_METHOD=SM2 SM2_PRIVATE_KEY=<64 hex>, its public key uploaded in 我的API)
import { createHash, createHmac, randomUUID } from 'node:crypto';

const origin = process.env.SANDBOX_ORIGIN ?? 'http://127.0.0.1:8080';
const appId = process.env.APP_ID;
const accountNo = process.env.ACCOUNT_NO;
const signMethod = process.env.SIGN_METHOD ?? 'HMAC-SM3';
if (!appId || !accountNo) {
  console.error('set APP_ID, ACCOUNT_NO and APP_SECRET (or SIGN_METHOD=SM2 with SM2_PRIVATE_KEY)');
  process.exit(2);
}

/** METHOD \n PATH \n SORTED_QUERY \n SM3_HEX(BODY) \n TIMESTAMP \n NONCE */
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

async function sign(text) {
  if (signMethod === 'HMAC-SM3') return createHmac('sm3', Buffer.from(process.env.APP_SECRET ?? '', 'utf8')).update(text, 'utf8').digest('hex');
  const { sm2 } = await import('sm-crypto-v2');
  return sm2.doSignature(text, process.env.SM2_PRIVATE_KEY, { hash: true, der: true, userId: '1234567812345678' });
}

const url = `/openapi/sandbox/v1/accounts/${encodeURIComponent(accountNo)}/balance`;
const timestamp = String(Date.now());
const nonce = randomUUID();
const text = canonical('GET', url, '', timestamp, nonce);
const res = await fetch(origin + url, {
  headers: { 'x-app-id': appId, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-sign-method': signMethod, 'x-signature': await sign(text) },
});
console.log(res.status, JSON.stringify(await res.json(), null, 2));
if (res.status === 429) console.log('Retry-After:', res.headers.get('retry-after'));
process.exit(res.ok ? 0 : 1);
