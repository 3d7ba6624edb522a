// The sealed call's ceiling (issue 36): a bare Fastify route that makes userInfoVerify's
// statements on the same kind of pool, and nothing else. `POST /bare` with a call's wire
// request claims its nonce (batched, as the portal does), reads the session its cookie names and
// that session's enterprise seats, and answers them as plain JSON: no signature, decryption,
// validation, access rule, sealing, hooks or logging. Run by bench/sealed-call-budgets.ts.
import Fastify from 'fastify';
import { loadDatabaseConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seatsOf } from '../apps/server/src/modules/enterprise-access/seats.ts';
import { databaseNonceStore } from '../apps/server/src/modules/security/nonce-store.ts';
import { readSessionCookie } from '../apps/server/src/modules/session/cookie.ts';
import { findSession } from '../apps/server/src/modules/session/repo.ts';
import { hashSessionId } from '../apps/server/src/modules/session/service.ts';

const config = loadDatabaseConfig();
if (!config.DATABASE_URL) throw new Error('bare-statements-server needs DATABASE_URL');
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: '', poolSize: config.DB_POOL_SIZE });
const nonces = databaseNonceStore(database);

const app = Fastify({ logger: false });
// Read as text like the portal's raw JSON body, then left alone: nothing here opens it.
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));
app.post('/bare', async (req, reply) => {
  const fresh = await nonces.claim(String(req.headers['x-nonce']));
  const cookie = readSessionCookie(req);
  const session = cookie ? await findSession(database.db, hashSessionId(cookie)) : undefined;
  if (!fresh || !session) return reply.status(401).send({ code: 401 });
  return { code: 200, data: await seatsOf(database.db, session.principalId) };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
