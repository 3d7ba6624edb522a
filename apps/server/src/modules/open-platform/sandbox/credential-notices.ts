import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ERRORS } from '@portal/contract/errors';
import { CREDENTIAL_EXPIRY_NOTICE_MS, CREDENTIAL_VALIDITY_DAYS } from '@portal/contract/open-platform/credential-validity';
import type { Db } from '../../../db/client.ts';
import { openApiCredentials } from '../../../db/schema/index.ts';
import { beijingDate } from '../../../lib/china-time.ts';
import { recordNotification } from '../apply/notifications.ts';

const ENVIRONMENT_NAME: Record<string, string> = { sandbox: '沙箱', production: '生产' };
const HOUR_MS = 3_600_000;

/**
 * 密钥即将到期 (issue 26 point 5): marks every active credential ending within the notice window
 * that has no notice yet for its current validity, and records one key_expiry notification for
 * each, in one transaction. The mark is a conditional UPDATE, so of two instances sweeping at
 * once only one marks (and notifies) a credential; a rotation clears the mark. A credential whose
 * enterprise switched the notice off is marked all the same: it is not told later either.
 * Returns how many credentials were marked.
 */
export async function sweepExpiringCredentials(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(openApiCredentials)
      .set({ expiryNoticeAt: now })
      .where(
        and(
          eq(openApiCredentials.status, 'active'),
          isNull(openApiCredentials.expiryNoticeAt),
          gt(openApiCredentials.expiresAt, now),
          lte(openApiCredentials.expiresAt, new Date(now.getTime() + CREDENTIAL_EXPIRY_NOTICE_MS)),
        ),
      )
      .returning({ enterpriseId: openApiCredentials.enterpriseId, appId: openApiCredentials.appId, environment: openApiCredentials.environment, expiresAt: openApiCredentials.expiresAt });
    for (const c of marked) {
      const env = ENVIRONMENT_NAME[c.environment] ?? c.environment;
      await recordNotification(tx, c.enterpriseId, {
        kind: 'key_expiry',
        title: `${env}应用密钥即将到期`,
        body:
          `您的${env}应用（AppId ${c.appId}）密钥将于北京时间 ${beijingDate(c.expiresAt)} 到期，到期后该 AppId 的调用将被拒绝。` +
          `请在「我的API」中轮换密钥，轮换后有效期为 ${CREDENTIAL_VALIDITY_DAYS} 天。`,
      });
    }
    return marked.length;
  });
}

/** The refusals worth a 调用异常告警, by error code, with the reason the notification names. */
const ALERT_REASONS: ReadonlyMap<number, string> = new Map([
  [ERRORS.SANDBOX_RATE_LIMITED.code, '调用频率超过该密钥的每分钟限额'],
  [ERRORS.SANDBOX_SIGNATURE_INVALID.code, '请求签名校验失败'],
  [ERRORS.SANDBOX_IP_NOT_ALLOWED.code, '来源 IP 不在该密钥的白名单内'],
  [ERRORS.SANDBOX_CREDENTIAL_EXPIRED.code, '密钥已过期'],
  [ERRORS.SANDBOX_CREDENTIAL_REVOKED.code, '密钥已作废'],
]);

/** After another instance alerted (or a write failed), when this one looks again. */
const RECHECK_MS = 5 * 60_000;

/**
 * 调用异常告警 (issue 26 point 5): at most one call_alert per credential per hour, for the
 * refusals in ALERT_REASONS. `refused` is called from the sandbox's error path and never waits:
 * an in-process map answers a flood without touching the database, then one conditional UPDATE
 * of call_alert_at decides among instances, and only its winner records the notification (in the
 * same transaction). A failure is handed to `onError` and never fails the call.
 */
export function createCallAlerts(db: Db, onError: (err: unknown) => void, now: () => number = () => Date.now()) {
  /** Credential id → the earliest time this instance tries to alert it again. */
  const nextTry = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  async function alert(credentialId: string, appId: string, enterpriseId: string, reason: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(openApiCredentials)
        .set({ callAlertAt: sql`now()` })
        .where(and(eq(openApiCredentials.id, credentialId), or(isNull(openApiCredentials.callAlertAt), lt(openApiCredentials.callAlertAt, sql`now() - interval '1 hour'`))))
        .returning({ id: openApiCredentials.id });
      if (!claimed) return false;
      await recordNotification(tx, enterpriseId, {
        kind: 'call_alert',
        title: '沙箱调用异常告警',
        body: `沙箱应用（AppId ${appId}）的调用被拒绝：${reason}。请检查调用方的配置；同一密钥一小时内最多告警一次。`,
      });
      return true;
    });
  }

  return {
    /** One refused call of a known credential; returns at once. */
    refused(caller: { credentialId: string; appId: string; enterpriseId: string }, errorCode: number): void {
      const reason = ALERT_REASONS.get(errorCode);
      if (!reason) return;
      const t = now();
      if ((nextTry.get(caller.credentialId) ?? 0) > t) return;
      if (nextTry.size > 10_000) nextTry.clear();
      nextTry.set(caller.credentialId, t + HOUR_MS);
      const run = alert(caller.credentialId, caller.appId, caller.enterpriseId, reason).then(
        (claimed) => {
          if (!claimed) nextTry.set(caller.credentialId, t + RECHECK_MS);
        },
        (err: unknown) => {
          nextTry.set(caller.credentialId, t + RECHECK_MS);
          onError(err);
        },
      );
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },
    /** Waits for the alerts under way (tests, and the server's close). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type CallAlerts = ReturnType<typeof createCallAlerts>;
