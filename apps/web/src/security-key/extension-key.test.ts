import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyApiError, type KeyReply, type KeyRequest } from '@portal/contract/security-key/key-api';
import { EXTENSION_IDS, negotiateExtension, randomCallId, type KeyPort } from './extension-key.ts';

/** A fake extension port: answers each request with `answer`, or stays silent when it returns null. */
function fakePort(answer: (req: KeyRequest) => Omit<KeyReply, 'id'> | null) {
  const listeners: ((m: KeyReply) => void)[] = [];
  const disconnects: (() => void)[] = [];
  const sent: KeyRequest[] = [];
  const port: KeyPort & { sent: KeyRequest[]; drop(): void } = {
    sent,
    postMessage(req) {
      sent.push(req);
      const reply = answer(req);
      if (reply) queueMicrotask(() => listeners.forEach((l) => l({ id: req.id, ...reply })));
    },
    onMessage: { addListener: (l) => void listeners.push(l) },
    onDisconnect: { addListener: (l) => void disconnects.push(l) },
    disconnect: vi.fn(),
    drop: () => disconnects.forEach((d) => d()),
  };
  return port;
}

const FAST = { timeoutMs: 50, connectWaitMs: 5 };

afterEach(() => vi.useRealTimers());

describe('extension negotiation (§4)', () => {
  it('uses the current extension when it answers, after waiting 500 ms by default', async () => {
    vi.useFakeTimers();
    const tried: string[] = [];
    const port = fakePort(() => ({ errorCode: 0, result: 'V3.1.0' }));
    const pending = negotiateExtension((id) => (tried.push(id), port));
    await vi.advanceTimersByTimeAsync(499);
    expect(port.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const { key, version } = await pending;
    expect(version).toBe('V3.1.0');
    expect(key.extensionId).toBe(EXTENSION_IDS.current);
    expect(tried).toEqual([EXTENSION_IDS.current]);
    expect(port.sent[0]).toMatchObject({ method: 'GetVersion', params: [] });
    expect(port.sent[0]?.id).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('falls back to the legacy extension when the current one is missing', async () => {
    const legacy = fakePort(() => ({ errorCode: 0, result: 'V3.0.0' }));
    const { key } = await negotiateExtension((id) => (id === EXTENSION_IDS.current ? null : legacy), FAST);
    expect(key.extensionId).toBe(EXTENSION_IDS.legacy);
  });

  it('falls back when the current extension connects but never answers (timeout)', async () => {
    const silent = fakePort(() => null);
    const legacy = fakePort(() => ({ errorCode: 0, result: 'V3.0.0' }));
    const { key } = await negotiateExtension((id) => (id === EXTENSION_IDS.current ? silent : legacy), FAST);
    expect(key.extensionId).toBe(EXTENSION_IDS.legacy);
    expect(silent.disconnect).toHaveBeenCalled();
  });

  it('reports "Extension does not exist!" when neither extension is there', async () => {
    const failure = negotiateExtension(() => {
      throw new Error('Could not establish connection');
    }, FAST);
    await expect(failure).rejects.toMatchObject({ code: 'HK_EXTENSION_MISSING', message: 'Extension does not exist!' });
  });
});

describe('extension calls', () => {
  it('pairs replies by call id and turns a non-zero error code into a coded failure', async () => {
    const port = fakePort((req) =>
      req.method === 'SelectCertificate' ? { errorCode: 0xa0071001 } : { errorCode: 0, result: req.method === 'GetVersion' ? 'V3' : ['K1', 'K2'] },
    );
    const { key } = await negotiateExtension(() => port, FAST);
    await expect(key.getAllKeySN()).resolves.toEqual(['K1', 'K2']);
    const err = await key.selectCertificate({ cspName: 'FT ePass3003 SM2 CSP DXBank' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KeyApiError);
    expect((err as KeyApiError).code).toBe('0xa0071001');
    expect(port.sent.at(-1)).toMatchObject({ method: 'SelectCertificate', params: ['FT ePass3003 SM2 CSP DXBank'] });
  });

  it('fails pending and later calls with "Extension has been remove!" when the port drops', async () => {
    const port = fakePort((req) => (req.method === 'GetVersion' ? { errorCode: 0, result: 'V3' } : null));
    const { key } = await negotiateExtension(() => port, FAST);
    const pending = key.signData('x');
    port.drop();
    await expect(pending).rejects.toMatchObject({ code: 'HK_EXTENSION_REMOVED', message: 'Extension has been remove!' });
    await expect(key.getMacAddress()).rejects.toMatchObject({ code: 'HK_EXTENSION_REMOVED' });
  });

  it('draws distinct 10-character call ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomCallId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toHaveLength(10);
  });
});
