import type { FastifyInstance } from 'fastify';
import {
  getOldLoginAddress,
  operatorUnifiedSystemList,
  operatorUnifiedSystemUpdate,
  unifyLoginEntryList,
  unifyLoginInfoList,
  webAuthGenerateSt,
} from '@portal/contract/calls/unified-login/unified-login';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createUnifiedLoginConsole } from './console.ts';
import { createUnifiedLoginService } from './service.ts';

/** The system parameter holding the old portal's login address (§7 getOldLoginAddress). */
export const OLD_LOGIN_ADDRESS_PARAM = 'old_login_address';

/** Each entry writes a ticket row: a person clicks a few times a minute, a script many. */
const TICKET_RATE = { max: 30, timeWindow: 60_000 };

/** Unified login (§7): the bank systems a customer enters with a one-time `st`. */
export function unifiedLoginRoutes(app: FastifyInstance): void {
  const unified = createUnifiedLoginService(app.database.db, app.loginTickets);
  const customer = (principalId: string) => app.users.requireLive(principalId);

  registerCall(app, unifyLoginInfoList, async (_input, ctx) => {
    const user = await customer(ctx.session!.principalId);
    return { items: await unified.infoList(user.userType) };
  });

  registerCall(app, unifyLoginEntryList, async (_input, ctx) => {
    const user = await customer(ctx.session!.principalId);
    return { items: await unified.entryList(user.id, user.userType) };
  });

  registerCall(
    app,
    webAuthGenerateSt,
    async ({ systemCode }, ctx) => {
      const user = await customer(ctx.session!.principalId);
      return unified.generateSt(user.id, user.userType, systemCode);
    },
    { rateLimit: TICKET_RATE },
  );

  const operators = createUnifiedLoginConsole(app.database.db);
  registerCall(app, operatorUnifiedSystemList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return operators.list();
  });
  registerCall(app, operatorUnifiedSystemUpdate, async ({ code, system }, ctx) => operators.update(code, system, await operatorEditor(app, ctx)));

  registerCall(app, getOldLoginAddress, async () => ({
    address: (await app.systemParams.get(OLD_LOGIN_ADDRESS_PARAM)) || null,
  }));
}
