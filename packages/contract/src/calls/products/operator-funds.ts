import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFundCode } from './fund-fields.ts';
import { ZFundInput, ZFundRow, ZPublishStatus } from './operator-fields.ts';

/** Console: every fund with its latest net value and how many net values it has. */
export const operatorFundList = defineCall({
  method: 'POST',
  path: '/operator/funds/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZFundRow) }),
});

/** Console: creates (`isNew`) or changes a fund's facts. */
export const operatorFundSave = defineCall({
  method: 'POST',
  path: '/operator/funds/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.extend(ZFundInput, { isNew: z.boolean() }),
  response: z.object({ fund: ZFundRow }),
});

/** Console: shows a fund on the portal (published) or hides it (offline, draft). */
export const operatorFundSetStatus = defineCall({
  method: 'POST',
  path: '/operator/funds/setStatus',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ proCode: ZFundCode, status: ZPublishStatus }),
  response: z.object({ fund: ZFundRow }),
});
