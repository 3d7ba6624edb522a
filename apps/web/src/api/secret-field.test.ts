import { afterEach, describe, expect, it, vi } from 'vitest';
import { sm2DecryptField, sm2GenerateKeyPair } from '@portal/contract/envelope/sm2-fields';
import { encryptSecret } from './secret-field.ts';

/** After an SM2 key rotation a long-open page must move to the new public key (issue 18). */
describe('encryptSecret', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reuses the public key for a minute, then fetches the current one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const keys = [sm2GenerateKeyPair(), sm2GenerateKeyPair()];
    let served = 0;
    const fetches = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '成功', data: { publicKey: keys[served]!.publicKey } })));
    vi.stubGlobal('fetch', fetches);

    expect(sm2DecryptField(await encryptSecret('one'), keys[0]!.privateKey)).toBe('one');
    served = 1;
    vi.setSystemTime(1_000_000 + 59_000);
    expect(sm2DecryptField(await encryptSecret('two'), keys[0]!.privateKey)).toBe('two');
    expect(fetches).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + 60_000);
    expect(sm2DecryptField(await encryptSecret('three'), keys[1]!.privateKey)).toBe('three');
    expect(fetches).toHaveBeenCalledTimes(2);
  });
});
