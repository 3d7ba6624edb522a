const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The confirmation code in what the user pasted: the whole link (`…wyQrqm?token=…`) or the code alone. */
export function tokenOf(pasted: string): string | null {
  const text = pasted.trim();
  if (TOKEN.test(text)) return text;
  const match = /[?&]token=([A-Za-z0-9_-]{43})(?:$|[&#])/.exec(text);
  return match ? match[1]! : null;
}

export const isToken = (text: string) => TOKEN.test(text);
