import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_PREFIX, HEADER } from '@portal/contract/envelope/protocol';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/identity.ts';
import { seed } from '../apps/server/src/db/seed/seed.ts';
import { SESSION_COOKIE } from '../apps/server/src/modules/session/cookie.ts';
import { createSessionService } from '../apps/server/src/modules/session/service.ts';
import { benchKey, signedWireRequests } from './sealed-requests.ts';

export interface BenchSession {
  cookie: string;
  token: string;
}

/**
 * Real customers with real sessions, written to the portal's database before it starts (PGlite
 * allows one process at a time): one user per connection, because a user has one live session.
 */
export async function seedBenchSessions(options: { dataDir: string; databaseUrl?: string | undefined }, count: number) {
  const database = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await database.migrate();
  await seed(database.db);
  const sessions = createSessionService(database.db, { idleMs: 3_600_000, maxAgeMs: 12 * 3_600_000 });
  const out: BenchSession[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await database.db.insert(users).values({
      id,
      userNo: String(7_000_000_000 + i + Math.floor(Math.random() * 1_000_000) * 100),
      loginName: `bench_${id.slice(0, 8)}`,
      phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      userType: 'personal',
      realName: '压测用户',
      weak: false,
      // Never used to log in: these sessions are created directly.
      passwordHash: 'not-a-password-hash',
    });
    const started = await sessions.start({ kind: 'user', principalId: id, method: 'bench', ip: '127.0.0.1', device: 'autocannon' });
    out.push({ cookie: `${SESSION_COOKIE}=${started.cookieValue}`, token: started.csrfToken });
  }
  await database.close();
  return out;
}

/**
 * Sealed `userStatus` polls (a GET: nothing to encrypt, everything signed), each with its own
 * nonce, spread over the sessions: each session is one logged-in tab.
 */
export async function userStatusRequests(origin: string, sessions: BenchSession[], count: number) {
  const callers = sessions.map((s) => ({ headers: { cookie: s.cookie, [HEADER.token]: s.token }, body: '' }));
  return signedWireRequests(origin, await benchKey(origin), 'GET', `${API_PREFIX}/userLoginCheck/userStatus`, callers, count);
}

/** On PostgreSQL the bench writes into the configured database: take its users out again. */
export async function removeBenchUsers(databaseUrl: string) {
  const database = openDatabase({ dataDir: '', databaseUrl });
  await database.db.execute(sql`delete from sessions where method = 'bench'`);
  await database.db.execute(sql`delete from users where login_name like 'bench\\_%'`);
  await database.close();
}
