/**
 * Bank web links (§5 "A bank url is recognised by matching one of five bank host prefixes",
 * §6 "Opening bank web links requires the signature control"): the bank's own web systems —
 * enterprise web banking, its newer corporate site, enterprise finance, trust and the
 * certificate service — which the portal opens only after the certificate control check.
 */
export const BANK_HOST_PREFIXES = [
  'ebank.dxbank.example',
  'corporbank.dxbank.example',
  'cfin.dxbank.example',
  'trust.dxbank.example',
  'certi.dxbank.example',
] as const;

/** True when `url` is an absolute http(s) address whose host starts with a bank host prefix. */
export function isBankUrl(url: string | undefined | null): boolean {
  if (!url) return false;
  let host: string;
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    host = parsed.host.toLowerCase();
  } catch {
    return false;
  }
  // A prefix ends at a label boundary: "ebank.dxbank.example.evil.test" is not a bank host.
  return BANK_HOST_PREFIXES.some((prefix) => host === prefix || host.startsWith(`${prefix}:`));
}
