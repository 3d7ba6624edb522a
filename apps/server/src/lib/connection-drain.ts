import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionDrain {
  /** From now on every response, the unfinished ones included, ends its connection. */
  start(): void;
}

/** The response a connection is writing, if any: Node keeps it on the socket (undocumented, stable since 0.x). */
function currentResponse(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/**
 * What lets a graceful shutdown end: the HTTP server's close waits for every open connection,
 * and a keep-alive one (every browser's) stays open after its response for the keep-alive
 * timeout (72 s in Fastify), long past any shutdown deadline. Once started, the responses not
 * yet sent go out with `Connection: close`, so Node closes each connection as its request
 * finishes; idle ones are closed by Fastify's close itself, and requests that arrive while
 * closing are answered with `Connection: close` by the server's handler (poll-lane.ts).
 * Connections are tracked, not requests: a listener per request cost the polls a fifth of
 * their rate in `npm run bench`.
 */
export function createConnectionDrain(server: Server): ConnectionDrain {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    start() {
      for (const socket of open) {
        const res = currentResponse(socket);
        if (res && !res.headersSent) res.setHeader('connection', 'close');
      }
    },
  };
}
