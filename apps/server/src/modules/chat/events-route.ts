import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { DESK_EVENTS_PATH } from '@portal/contract/calls/desk/desk-events';
import { AppError } from '../../errors.ts';
import { readSessionCookie } from '../session/cookie.ts';
import type { ChatChange } from './changes.ts';

const KEEP_ALIVE_MS = 20_000;

/**
 * The desk's push channel: server-sent events on the staff session cookie. It says only what
 * changed (no conversation data leaves the envelope); the desk asks again with sealed calls.
 * Agents hear queue changes and changes to conversations they hold or that wait unassigned;
 * operators hear everything. The stream ends when the staff session does.
 */
export function deskEventsRoute(app: FastifyInstance): void {
  const open = new Set<() => void>();
  // Before the HTTP server closes (preClose), not after (onClose): the server waits for open
  // connections, and a stream never ends by itself, so a shutdown would wait out its deadline.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(API_PREFIX + DESK_EVENTS_PATH, async (request, reply) => {
    const cookie = readSessionCookie(request);
    const state = await app.sessions.state(cookie);
    const staff = state.live && state.session.kind === 'staff' ? await app.staff.findActive(state.session.principalId) : undefined;
    if (!staff) throw new AppError('NOT_LOGGED_IN');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');

    const hears = (change: ChatChange) =>
      staff.role === 'operator' || change.scope === 'queue' || !change.agentId || change.agentId === staff.id;
    const unsubscribe = app.chatChanges.subscribe((change) => {
      if (!hears(change)) return;
      const data = change.scope === 'queue' ? { scope: 'queue' } : { scope: 'conversation', uuid: change.uuid };
      res.write(`event: change\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const keepAlive = setInterval(() => {
      void app.sessions.state(cookie).then((now) => {
        if (!now.live) close();
        else res.write(': keep-alive\n\n');
      }, close);
    }, KEEP_ALIVE_MS);
    keepAlive.unref();

    function close() {
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(close);
      if (!res.writableEnded) res.end();
    }
    open.add(close);
    request.raw.on('close', close);
  });
}
