import net from 'node:net';

/**
 * A TCP relay to PostgreSQL that can cut a connection the moment its client next sends
 * something, before the server sees it: a connection the database has already dropped, which
 * the client only learns of when it uses it (what a failover does to a pooled connection).
 */
export async function startCuttingProxy(target: { host: string; port: number }) {
  let cutNext = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => {
      if (cutNext) {
        cutNext = false;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    /** The next bytes any client sends end its connection instead of reaching the server. */
    cutOnNextSend() {
      cutNext = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
