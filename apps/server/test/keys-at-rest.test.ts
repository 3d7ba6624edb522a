import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { openLogin } from '@portal/contract/calls/open-identity/open-login';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, seal, unseal, type SealedBody } from '@portal/contract/envelope/protocol';
import { sm2EncryptField, sm2GenerateKeyPair, sm2PublicKeyOf } from '@portal/contract/envelope/sm2-fields';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig, TEST_MASTER_KEY } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openIdentityPartners } from '../src/db/schema/open-identity.ts';
import { envelopeKeys, serverSecrets } from '../src/db/schema/security.ts';
import { LOCAL_PARTNER_ID } from '../src/db/seed/open-identity.ts';
import { signAssertion } from '../src/modules/open-identity/assertion.ts';
import { partnerSecret } from '../src/modules/open-identity/service.ts';
import { createKeyWrap, rowAad } from '../src/modules/security/key-wrap.ts';
import { MASTER_KEY_FILE } from '../src/modules/security/master-key.ts';
import { browserSession } from './support/browser-session.ts';
import { stampedHeaders } from './support/stamped-headers.ts';
import { listenForTests, startTestServer, type TestServer } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * Finding 7 of issue 18: key material at rest (the SM2 private key, tab keys, partner secrets,
 * server secrets) is stored sealed under MASTER_KEY, and calls still work.
 */
const testWrap = createKeyWrap(Buffer.from(TEST_MASTER_KEY, 'hex'));
const HEX_SECRET = /^[0-9a-f]{32,}$/i;

async function secretsOf(database: Database) {
  return database.db.select({ name: serverSecrets.name, value: serverSecrets.value }).from(serverSecrets);
}

const openLoginWith = (server: TestServer, secret: string) => {
  const iat = Math.floor(Date.now() / 1000);
  const assertion = signAssertion(secret, { iss: LOCAL_PARTNER_ID, sub: 'wangxm', iat, exp: iat + 120, jti: randomUUID() });
  return browserSession(server).call(openLogin, { partnerId: LOCAL_PARTNER_ID, assertion });
};

describe('key material at rest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores no SM2 private key, tab key, partner secret or server secret in clear, and calls still work', async () => {
    const { database } = server.app;
    const client = server.client();
    const key = await client.handshake();
    const page = await client.call(getPageData, { pageCode: 'index' });
    expect(page.pageInfo.pageCode).toBe('index');

    const [tabRow] = await database.db.select().from(envelopeKeys).where(eq(envelopeKeys.keyId, key.keyId));
    expect(tabRow!.keyHex).not.toContain(key.keyHex);
    expect(tabRow!.keyHex).toMatch(/^kek1:/);
    expect(testWrap.open(tabRow!.keyHex, rowAad('envelope_keys', key.keyId))).toBe(key.keyHex);

    // Server secrets: the SM2 key, the SMS codes' HMAC key, the master key's check value.
    const secrets = await secretsOf(database);
    expect(secrets.map((s) => s.name).sort()).toEqual(expect.arrayContaining(['envelope.sm2.private', 'sms.code.hmac']));
    for (const { name, value } of secrets) {
      const clear = testWrap.open(value, rowAad('server_secrets', name));
      expect(value).not.toContain(clear);
      expect(value).not.toMatch(HEX_SECRET);
    }
    const sm2Row = secrets.find((s) => s.name === 'envelope.sm2.private')!;
    const sm2Private = testWrap.open(sm2Row.value, rowAad('server_secrets', sm2Row.name));
    expect(sm2PublicKeyOf(sm2Private)).toBe(server.app.envelopeKeys.publicKey);

    const [partner] = await database.db.select().from(openIdentityPartners).where(eq(openIdentityPartners.id, LOCAL_PARTNER_ID));
    const secret = (await partnerSecret(server.app, LOCAL_PARTNER_ID))!;
    expect(secret).toMatch(HEX_SECRET);
    expect(partner!.secret).not.toContain(secret);
    expect(partner!.secret).toMatch(/^kek1:/);
    expect((await openLoginWith(server, secret)).st).toMatch(/\S{16,}/);
  });

  it("does not open a sealed tab key moved into another key's row: that tab is unknown (401001)", async () => {
    const { database } = server.app;
    const first = await server.client().handshake();
    const second = await server.client().handshake();
    const [row] = await database.db.select().from(envelopeKeys).where(eq(envelopeKeys.keyId, first.keyId));
    await database.db.update(envelopeKeys).set({ keyHex: row!.keyHex }).where(eq(envelopeKeys.keyId, second.keyId));
    // Another instance has neither key in memory and reads both from the database.
    const other = await listenForTests(await buildApp(testConfig(), { database }));
    try {
      expect(await other.app.envelopeKeys.resolveKey(first.keyId)).toBe(first.keyHex);
      expect(await other.app.envelopeKeys.resolveKey(second.keyId)).toBeUndefined();
      const path = API_PREFIX + getPageData.path;
      const body = JSON.stringify(seal(jsCipher, first.keyHex, { pageCode: 'index' }));
      const res = await fetch(other.origin + path, { method: 'POST', headers: stampedHeaders(second, 'POST', path, body), body });
      expect(((await res.json()) as { code: number }).code).toBe(401001);
    } finally {
      await other.close();
    }
  });

  it('refuses to start with another master key, and leaves the database as it was', async () => {
    const before = await secretsOf(server.app.database);
    const wrongKey = randomBytes(32).toString('hex');
    await expect(buildApp(testConfig({ MASTER_KEY: wrongKey }), { database: server.app.database })).rejects.toThrow(
      /MASTER_KEY 与本数据库不符.*MASTER_KEY does not match this database/,
    );
    expect(await secretsOf(server.app.database)).toEqual(before);
  });
});

describe('a database from before MASTER_KEY', () => {
  it('has its clear values sealed at start, by two instances starting together, and keeps working', async () => {
    const database = await createTestDatabase();
    const sm2 = sm2GenerateKeyPair();
    const smsSecret = randomBytes(32).toString('hex');
    const tab = { keyId: randomUUID(), keyHex: randomBytes(16).toString('hex') };
    await database.db.insert(serverSecrets).values([
      { name: 'envelope.sm2.private', value: sm2.privateKey },
      { name: 'sms.code.hmac', value: smsSecret },
    ]);
    await database.db.insert(envelopeKeys).values({ ...tab, expiresAt: new Date(Date.now() + 3_600_000) });
    const [seededPartner] = await database.db.select().from(openIdentityPartners).where(eq(openIdentityPartners.id, LOCAL_PARTNER_ID));
    const partnerClear = seededPartner!.secret;
    expect(partnerClear).toMatch(HEX_SECRET);

    const apps = await Promise.all([buildApp(testConfig(), { database }), buildApp(testConfig(), { database })]);
    const [a, b] = (await Promise.all(apps.map((app) => listenForTests(app)))) as [TestServer, TestServer];
    try {
      const secrets = await secretsOf(database);
      const stored = Object.fromEntries(secrets.map((s) => [s.name, s.value]));
      expect(testWrap.open(stored['envelope.sm2.private']!, rowAad('server_secrets', 'envelope.sm2.private'))).toBe(sm2.privateKey);
      expect(testWrap.open(stored['sms.code.hmac']!, rowAad('server_secrets', 'sms.code.hmac'))).toBe(smsSecret);
      expect(JSON.stringify(secrets)).not.toContain(sm2.privateKey);
      expect(JSON.stringify(secrets)).not.toContain(smsSecret);
      const [tabRow] = await database.db.select().from(envelopeKeys).where(eq(envelopeKeys.keyId, tab.keyId));
      expect(tabRow!.keyHex).not.toContain(tab.keyHex);
      const [partnerRow] = await database.db.select().from(openIdentityPartners).where(eq(openIdentityPartners.id, LOCAL_PARTNER_ID));
      expect(partnerRow!.secret).not.toContain(partnerClear);

      // The old SM2 key, the old tab and the old partner secret all still work, on both instances.
      expect(a.app.envelopeKeys.publicKey).toBe(sm2.publicKey);
      expect(b.app.envelopeKeys.publicKey).toBe(sm2.publicKey);
      for (const instance of [a, b]) {
        const path = API_PREFIX + getPageData.path;
        const body = JSON.stringify(seal(jsCipher, tab.keyHex, { pageCode: 'index' }));
        const res = await fetch(instance.origin + path, { method: 'POST', headers: stampedHeaders(tab, 'POST', path, body), body });
        const reply = (await res.json()) as { code: number } & SealedBody;
        expect(reply.code).toBe(200);
        expect(unseal(jsCipher, tab.keyHex, reply)).toMatchObject({ pageInfo: { pageCode: 'index' } });
        expect((await openLoginWith(instance, partnerClear)).st).toMatch(/\S{16,}/);
      }
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  }, 120_000);
});

const REPO_ROOT = join(import.meta.dirname, '../../..');

/** `npm run keys:rotate-sm2` on an embedded database, with no MASTER_KEY (the key file is used). */
const rotateCommand = (dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/rotate-sm2-key.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 90_000,
  });

describe('where the master key comes from', () => {
  it('refuses a production start without MASTER_KEY, naming it in Chinese and English', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MASTER_KEY: 生产环境必须设置 MASTER_KEY.*MASTER_KEY is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', MASTER_KEY: 'abc' })).toThrow(/MASTER_KEY: must be 64 hex characters/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: 'true', MASTER_KEY: TEST_MASTER_KEY, PUBLIC_BASE_URL: 'https://portal.example.bank' }).MASTER_KEY).toBe(TEST_MASTER_KEY);

    const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: join(tmpdir(), `never-${randomUUID()}`) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toContain('MASTER_KEY is required in production');
  }, 120_000);

  it('generates a key file (0600) for the embedded database once, reads it on later starts, and refuses a start after it is lost', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-master-key-'));
    const config = testConfig({ MASTER_KEY: undefined, DATA_DIR: dataDir });
    try {
      const first = await buildApp(config);
      const publicKey = first.envelopeKeys.publicKey;
      await first.close();
      const keyFile = join(dataDir, MASTER_KEY_FILE);
      expect(readFileSync(keyFile, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);

      const again = await buildApp(config);
      expect(again.envelopeKeys.publicKey).toBe(publicKey);
      // The rotation command needs the embedded database to itself.
      const whileRunning = rotateCommand(dataDir);
      expect(whileRunning.status).toBe(1);
      expect(whileRunning.stderr).toContain('stop the server first');
      await again.close();

      const rotated = rotateCommand(dataDir);
      expect(rotated.stderr).toBe('');
      expect(rotated.status).toBe(0);
      const newKey = /new SM2 public key: (04[0-9a-f]{128})/.exec(rotated.stdout)?.[1];
      const third = await buildApp(config);
      expect(third.envelopeKeys.publicKey).toBe(newKey);
      // A tab that fetched the old public key before the rotation still gets through.
      expect(third.envelopeKeys.decryptField(sm2EncryptField('Old@2026', publicKey))).toBe('Old@2026');
      await third.close();

      unlinkSync(keyFile);
      await expect(buildApp(config)).rejects.toThrow(/does not match this database/);
      // The key it made for the attempt is not left behind to be mistaken for the real one.
      expect(existsSync(keyFile)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
