import { beforeEach, describe, expect, it, vi } from 'vitest';

const callApi = vi.fn();
vi.mock('../../api/client.ts', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
const { openUnifiedEntry } = await import('./open-entry.ts');

function fakeWindow() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

beforeEach(() => {
  callApi.mockReset();
  vi.stubGlobal('window', { location: { origin: 'https://portal.example.cn' } });
});

describe('opening a unified-login entry', () => {
  it('opens the window at the click, then sends it to the entry with its st, cut off from the portal', async () => {
    const target = fakeWindow();
    const open = vi.fn(() => target);
    callApi.mockResolvedValue({ st: 'T1', entryUrl: '/firm/main/login.do?st=T1', expiresIn: 60 });
    await expect(openUnifiedEntry('ebank', open as unknown as typeof window.open)).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(callApi.mock.calls[0]![1]).toEqual({ systemCode: 'ebank' });
    expect(target.opener).toBeNull();
    expect(target.location.href).toBe('https://portal.example.cn/firm/main/login.do?st=T1');
  });

  it('asks for no ticket when the popup is blocked', async () => {
    await expect(openUnifiedEntry('ebank', (() => null) as unknown as typeof window.open)).resolves.toBe(false);
    expect(callApi).not.toHaveBeenCalled();
  });

  it('closes the empty window when the ticket is refused', async () => {
    const target = fakeWindow();
    callApi.mockRejectedValue(new Error('refused'));
    await expect(openUnifiedEntry('bill', (() => target) as unknown as typeof window.open)).rejects.toThrow('refused');
    expect(target.close).toHaveBeenCalled();
  });
});
