import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { NotificationKind } from '@portal/contract/calls/open-platform/apply/service-setting';
import { signCallback, type CallbackPayload } from '@portal/contract/open-platform/callback-signing';
import { isPrivateAddress } from '@portal/contract/validate/ip-address';
import { sm2KeyPair, sm2PublicKeyOf } from '@portal/contract/open-platform/sandbox-signing';
import type { Db } from '../../../db/client.ts';
import { openApiNotifications } from '../../../db/schema/index.ts';
import { serverKeyOnce } from '../../security/server-secret.ts';

/** The bank's SM2 key that signs notification posts, made once per deployment (server_secrets). */
const SIGNING_KEY = 'open_api.callback.sm2.private';
/** A post gets this long, connection to last byte, before it counts as failed. */
const TIMEOUT_MS = 5_000;
/** Waits before the 2nd … 6th try; after the 6th failure the notification is `failed`. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3_600, 6 * 3_600] as const;
/** Posts one round claims; each claim is a lease, so an instance that dies mid-post frees them. */
const BATCH = 10;
const LEASE_SECONDS = 60;

export async function callbackSigningKey(db: Db): Promise<{ privateKey: string; publicKey: string }> {
  const privateKey = await serverKeyOnce(db, SIGNING_KEY, async () => sm2KeyPair().privateKey);
  return { privateKey, publicKey: sm2PublicKeyOf(privateKey) };
}

export class PrivateAddress extends Error {}

/**
 * A lookup that resolves as `resolve` does, but refuses a name when any of its addresses is
 * private or loopback, in whatever form (validate/ip-address.ts: also ::ffff:127.0.0.1,
 * 64:ff9b::7f00:1 …). Checked where the connection goes, so a rebinding name cannot slip past.
 */
export function publicOnlyLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateAddress(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
const connectLookup = publicOnlyLookup();

function failureText(err: Error & { code?: string }): string {
  if (err instanceof PrivateAddress) return '回调地址解析到内部网络地址，已拒绝推送';
  switch (err.code) {
    case 'ECONNREFUSED':
      return '连接被拒绝';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return '回调地址的域名无法解析';
    case 'ETIMEDOUT':
      return `${TIMEOUT_MS / 1000} 秒内未完成响应`;
    case 'ECONNRESET':
      return '连接被对方中断';
    default:
      return err.code ? `连接失败（${err.code}）` : `连接失败（${err.message.slice(0, 80)}）`;
  }
}

/** Posts once; never follows a redirect. Resolves to null on a 2xx answer, else to why not. */
function post(url: string, body: string, headers: Record<string, string>, production: boolean): Promise<string | null> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  // An address literal is connected to without a lookup: judged here (a URL saved before a check
  // was tightened is still refused), with the predicate the lookup uses.
  const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (production && isIP(literal) !== 0 && isPrivateAddress(literal)) return Promise.resolve(failureText(new PrivateAddress()));
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'user-agent': 'portal-callback/1', ...headers },
        ...(production ? { lookup: connectLookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? null : `对方返回 HTTP ${status}${status >= 300 && status < 400 ? '（不跟随跳转）' : ''}`);
        });
        res.on('error', (err) => resolve(failureText(err)));
      },
    );
    const deadline = setTimeout(() => req.destroy(Object.assign(new Error('deadline'), { code: 'ETIMEDOUT' })), TIMEOUT_MS);
    req.on('error', (err) => resolve(failureText(err)));
    req.on('close', () => clearTimeout(deadline));
    req.end(body);
  });
}

/**
 * Posts recorded notifications to the callback URL they were recorded with (issue 26 point 5),
 * signed with the bank's key (callback-signing.ts). Any instance may run a round: it claims due
 * notifications with SKIP LOCKED and a lease, so two instances never post one at the same
 * time. A failed post is tried again after 30 s, 2 min, 10 min, 1 h and 6 h, then given up.
 * In production the address must resolve to a public host at connection time.
 */
export function createCallbackSender(db: Db, production: boolean) {
  const t = openApiNotifications;
  let key: Promise<{ privateKey: string; publicKey: string }> | undefined;
  const signingKey = () => (key ??= callbackSigningKey(db));

  async function claimDue() {
    const due = db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.deliveryStatus, 'pending'), lte(t.deliveryDueAt, sql`now()`)))
      .orderBy(asc(t.deliveryDueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(t)
      .set({ deliveryDueAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(t.id, due))
      .returning();
  }

  async function deliver(row: typeof openApiNotifications.$inferSelect): Promise<boolean> {
    const payload: CallbackPayload = {
      notificationId: row.id,
      kind: row.kind as NotificationKind,
      title: row.title,
      body: row.body,
      applicationId: row.applicationId,
      createdAt: row.createdAt.toISOString(),
    };
    const body = JSON.stringify(payload);
    const headers = signCallback(row.deliveryUrl, body, row.id, (await signingKey()).privateKey);
    const failure = await post(row.deliveryUrl, body, headers, production);
    const attempts = row.deliveryAttempts + 1;
    if (failure === null) {
      await db.update(t).set({ deliveryStatus: 'delivered', deliveryAttempts: attempts, deliveryError: '', deliveredAt: new Date(), deliveryDueAt: null }).where(eq(t.id, row.id));
      return true;
    }
    const wait = RETRY_DELAYS_SECONDS[attempts - 1];
    await db
      .update(t)
      .set(
        wait === undefined
          ? { deliveryStatus: 'failed', deliveryAttempts: attempts, deliveryError: failure, deliveryDueAt: null }
          : { deliveryAttempts: attempts, deliveryError: failure, deliveryDueAt: sql`now() + make_interval(secs => ${wait})` },
      )
      .where(eq(t.id, row.id));
    return false;
  }

  return {
    signingKey,
    /** One round: posts every notification due now (in batches); how many arrived and how many did not. */
    async deliverDue(): Promise<{ delivered: number; failed: number }> {
      const tally = { delivered: 0, failed: 0 };
      for (;;) {
        const rows = await claimDue();
        if (rows.length === 0) return tally;
        for (const ok of await Promise.all(rows.map(deliver))) tally[ok ? 'delivered' : 'failed']++;
      }
    },
  };
}

export type CallbackSender = ReturnType<typeof createCallbackSender>;
