import http from 'node:http';

/**
 * A load balancer in front of portal instances, as nginx or Caddy run it with passive health
 * checks: each request goes to the next instance in turn, and when that one refuses the
 * connection or drops it before the first byte of an answer (stopped, or closing the idle
 * kept-alive connection the request went on), the request goes to another instance. An answer
 * once begun is passed on as it is, whatever it says. Counts the answers of each instance.
 */
export async function startLoadBalancer(ports: number[]) {
  const agent = new http.Agent({ keepAlive: true });
  const answered = ports.map(() => 0);
  let turn = 0;

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, first: number, attempt: number): void {
    const index = (first + attempt) % ports.length;
    let begun = false;
    const upstream = http.request({ host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      begun = true;
      answered[index]!++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!begun && attempt + 1 < ports.length) forward(req, res, body, first, attempt + 1);
      else res.destroy();
    });
    upstream.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), turn++ % ports.length, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Answers each instance has given so far, in the order of `ports`. */
    answered: () => [...answered],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
