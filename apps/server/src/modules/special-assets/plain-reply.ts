import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import { API_PREFIX, HEADER } from '@portal/contract/envelope/protocol';
import { assertRolesDeclared, authorise, header, openBody, parseInput, verify, type CallContext } from '../../plugins/envelope.ts';

/**
 * §7 Special assets: "secondary encryption skipped on the query calls". The request is a sealed
 * call like any other (signed, body SM4-encrypted, nonce and timestamp checked), only the reply
 * is plain `{ code, msg, data }` without `iv`: the catalogue is public and a plain reply can be
 * cached and inspected by the bank's gateway. The browser's client opens a reply without `iv`
 * as plain data (envelope/client.ts openReply), so no client change is needed.
 */
export function registerPlainReplyCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (input: z.output<C['request']>, ctx: CallContext) => Promise<z.input<C['response']>>,
): void {
  assertRolesDeclared(call);
  if (!call.sealed || call.method !== 'POST') throw new Error(`${call.path}: a plain-reply call is a sealed POST`);
  app.route({
    method: 'POST',
    url: API_PREFIX + call.path,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const ctx: CallContext = { caller: req, request: req, reply, token: header(req, HEADER.token), session: undefined };
      const keyHex = await verify(app, req, req.rawBody ?? '');
      ctx.keyId = header(req, HEADER.keyId);
      ctx.session = await authorise(app, call, req, ctx.token, false);
      const data = await handler(parseInput(call, openBody(keyHex, req.body)), ctx);
      return reply.send({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data });
    },
  });
}
