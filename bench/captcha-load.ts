import autocannon from 'autocannon';

/**
 * The bench's captcha row: slider-captcha challenges (each paints and encodes two PNGs), plain
 * JSON POSTs with a new client id per request so the per-client limit does not cut the run short.
 * The server must lift its per-address challenge limit (one address sends every request).
 */
export async function loadCaptchaGet(origin: string, options: { connections: number; durationS: number; warmupS: number }) {
  const url = `${origin}/qjmh/api/auth/captcha/slider/get`;
  let n = 0;
  const body = () => JSON.stringify({ captchaType: 'blockPuzzle', clientUid: `slider-bench-${n++}`, ts: Date.now() });
  const first = (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body() })).json()) as { repCode: string };
  if (first.repCode !== '0000') throw new Error(`captcha get answered ${first.repCode}`);
  const requests = [
    {
      method: 'POST' as const,
      setupRequest: (request: autocannon.Request) => ({ ...request, headers: { 'content-type': 'application/json' }, body: body() }),
    },
  ];
  const run = (duration: number) => autocannon({ url, connections: options.connections, duration, requests });
  await run(options.warmupS);
  const before = process.cpuUsage();
  const result = await run(options.durationS);
  const used = process.cpuUsage(before);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    loadgenCpu: (used.user + used.system) / 1e6 / options.durationS,
  };
}
