import type { FastifyInstance } from 'fastify';
import { getAppLoginConfig } from '@portal/contract/calls/login-pages/get-app-login-config';
import { deleteLoginPage, listLoginPages, saveLoginPage } from '@portal/contract/calls/login-pages/operator-login-pages';
import { selectLoginPage } from '@portal/contract/calls/login-pages/select-page';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createLoginPageService } from './service.ts';

/** How long another instance may serve the login pages after an operator's edit. */
const LOGIN_PAGE_CACHE_TTL_MS = 5_000;

/** Login-page configuration (§7 /loginPage/selectPage, getAppLoginConfig) and its console. */
export function loginPageRoutes(app: FastifyInstance): void {
  const pages = createLoginPageService(app.database.db, { ttlMs: LOGIN_PAGE_CACHE_TTL_MS });

  registerCall(app, selectLoginPage, ({ redirectUrl }) => pages.select(redirectUrl));
  registerCall(app, getAppLoginConfig, async ({ redirectUrl }) => ({ showCustomer: (await pages.select(redirectUrl)).showCustomer }));

  registerCall(app, listLoginPages, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return { items: await pages.list() };
  });
  registerCall(app, saveLoginPage, async ({ page, isNew }, ctx) => ({ page: await pages.save(page, isNew, await operatorEditor(app, ctx)) }));
  registerCall(app, deleteLoginPage, async ({ code }, ctx) => ({ deleted: await pages.remove(code, await operatorEditor(app, ctx)) }));
}
