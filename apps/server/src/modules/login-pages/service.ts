import type { LoginPage, LoginPageInput, LoginPageView } from '@portal/contract/calls/login-pages/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isoTime } from '../../lib/iso-time.ts';
import { createReadThroughCache } from '../../lib/read-through-cache.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { chooseLoginPage, type Candidate } from './choose.ts';
import * as repo from './repo.ts';

function toLoginPage(row: repo.LoginPageRow): LoginPage {
  return {
    code: row.code,
    name: row.name,
    redirectPrefix: row.redirectPrefix,
    title: row.title,
    subtitle: row.subtitle,
    backgroundUrl: row.backgroundUrl,
    showCustomer: row.showCustomer,
    enabled: row.enabled,
    updatedAt: isoTime(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}

/**
 * Login-page configuration: every login screen and every tab arriving with a return address
 * reads it, so the enabled pages are cached (an edit shows at once here, within the TTL on
 * other instances).
 */
export function createLoginPageService(db: Db, options: { ttlMs: number }) {
  const enabled = createReadThroughCache(async (_key: 'enabled'): Promise<Candidate[]> => {
    const rows = await repo.listAll(db);
    return rows
      .filter((r) => r.enabled)
      .map((r) => ({ code: r.code, title: r.title, subtitle: r.subtitle, backgroundUrl: r.backgroundUrl, showCustomer: r.showCustomer, redirectPrefix: r.redirectPrefix }));
  }, options);

  return {
    async select(redirectUrl: string | undefined): Promise<LoginPageView> {
      return chooseLoginPage(await enabled.get('enabled'), redirectUrl);
    },

    async list(): Promise<LoginPage[]> {
      return (await repo.listAll(db)).map(toLoginPage);
    },

    async save(page: LoginPageInput, isNew: boolean, editor: Editor): Promise<LoginPage> {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.findByCode(tx, page.code);
        if (isNew && before) throw new AppError('LOGIN_PAGE_CODE_TAKEN', { field: 'code' });
        if (!isNew && !before) throw new AppError('LOGIN_PAGE_NOT_FOUND', { field: 'code' });
        const samePrefix = await repo.findByPrefix(tx, page.redirectPrefix);
        if (samePrefix && samePrefix.code !== page.code) throw new AppError('LOGIN_PAGE_PREFIX_TAKEN', { field: 'redirectPrefix' });
        // The default page answers every address no other page claims: it stays, enabled.
        if (before?.redirectPrefix === '' && (page.redirectPrefix !== '' || !page.enabled)) {
          throw new AppError('LOGIN_PAGE_DEFAULT_REQUIRED', { field: page.enabled ? 'redirectPrefix' : 'enabled' });
        }
        const row = await repo.upsert(tx, page, editor.staffId);
        await recordAudit(tx, editor, {
          entity: 'loginPage',
          entityKey: page.code,
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新建'}登录页「${page.name}」`,
          before: before ? toLoginPage(before) : undefined,
          after: toLoginPage(row),
        });
        return row;
      });
      enabled.invalidate('enabled');
      return toLoginPage(saved);
    },

    async remove(code: string, editor: Editor): Promise<boolean> {
      await db.transaction(async (tx) => {
        const before = await repo.findByCode(tx, code);
        if (!before) throw new AppError('LOGIN_PAGE_NOT_FOUND', { field: 'code' });
        if (before.redirectPrefix === '') throw new AppError('LOGIN_PAGE_DEFAULT_REQUIRED', { field: 'code' });
        await repo.remove(tx, code);
        await recordAudit(tx, editor, { entity: 'loginPage', entityKey: code, action: 'delete', summary: `删除登录页「${before.name}」`, before: toLoginPage(before) });
      });
      enabled.invalidate('enabled');
      return true;
    },
  };
}
