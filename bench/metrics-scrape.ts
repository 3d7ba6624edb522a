/**
 * What the portal's /metrics counted for `calls` (paths under the API prefix), all codes: the
 * bench shows it so the table says the counting ran under the load it measured.
 */
export async function countedCalls(origin: string, token: string, calls: string[]): Promise<number[]> {
  const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  return calls.map((call) => {
    let sum = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith(`portal_requests_total{call="${call}",`)) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return sum;
  });
}
