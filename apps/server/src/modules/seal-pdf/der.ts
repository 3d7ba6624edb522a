/** One DER element: its tag byte and where its whole encoding and its content lie. */
export interface DerElement {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

/** The element at `at` (definite lengths only, as DER requires); undefined when it runs past `limit`. */
export function derElementAt(der: Uint8Array, at: number, limit = der.length): DerElement | undefined {
  if (at + 2 > limit) return undefined;
  const tag = der[at]!;
  if ((tag & 0x1f) === 0x1f) return undefined;
  const first = der[at + 1]!;
  let length = first;
  let contentStart = at + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4 || at + 2 + count > limit) return undefined;
    length = 0;
    for (let k = 0; k < count; k += 1) length = length * 256 + der[at + 2 + k]!;
    contentStart += count;
  }
  const end = contentStart + length;
  return end <= limit ? { tag, start: at, contentStart, end } : undefined;
}

/** The elements inside a constructed element. */
export function derChildren(der: Uint8Array, parent: DerElement): DerElement[] {
  const children: DerElement[] = [];
  for (let at = parent.contentStart; at < parent.end; ) {
    const child = derElementAt(der, at, parent.end);
    if (!child) return [];
    children.push(child);
    at = child.end;
  }
  return children;
}

/**
 * The signed attributes of a SignerInfo (DER) as the SET OF that is signed: the same bytes with
 * the universal SET tag in place of the [0] they carry inside SignerInfo (RFC 5652 §5.4).
 */
export function signedAttributesDer(signerInfo: Uint8Array): Buffer | undefined {
  const outer = derElementAt(signerInfo, 0);
  if (!outer || outer.tag !== 0x30) return undefined;
  const attrs = derChildren(signerInfo, outer).find((c) => c.tag === 0xa0);
  if (!attrs) return undefined;
  const bytes = Buffer.from(signerInfo.subarray(attrs.start, attrs.end));
  bytes[0] = 0x31;
  return bytes;
}
