// The machine's ceiling: a bare Fastify route that does nothing, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/noop', async () => ({ code: 200 }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
