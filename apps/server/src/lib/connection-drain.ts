import type { Server, ServerResponse } from 'node:http';

export interface ConnectionDrain {
  /** From now on every response, the unfinished ones included, ends its connection. */
  start(): void;
}

/**
 * What lets a graceful shutdown end: the HTTP server's close waits for every open connection,
 * and a keep-alive one (every browser's) stays open after its response for the keep-alive
 * timeout (72 s in Fastify), long past any shutdown deadline. Once started, responses not yet
 * sent go out with `Connection: close`, so Node closes each connection as its request finishes;
 * idle ones are closed by Fastify's close itself.
 */
export function createConnectionDrain(server: Server): ConnectionDrain {
  const unsent = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // First among the request listeners: before Fastify or the poll lane writes the head.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) return closeAfter(res);
    unsent.add(res);
    res.once('close', () => unsent.delete(res));
  });
  return {
    start() {
      draining = true;
      for (const res of unsent) closeAfter(res);
      unsent.clear();
    },
  };
}
