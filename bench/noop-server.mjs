// The machine's ceiling: a bare Fastify route that does nothing, in its own process.
// `/sized` does nothing either, but answers with a cached reply of the size asked for in
// `x-reply-bytes`: what moving a real call's request and reply costs before any work is done.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const replies = new Map();
app.post('/noop', async () => ({ code: 200 }));
const sized = async (request, reply) => {
  const bytes = Number(request.headers['x-reply-bytes']);
  let body = replies.get(bytes);
  if (body === undefined) {
    body = JSON.stringify({ code: 200, data: 'x'.repeat(Math.max(0, bytes - 24)) });
    replies.set(bytes, body);
  }
  return reply.type('application/json').send(body);
};
app.post('/sized', sized);
app.get('/sized', sized);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
