import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callbackUrlProblem } from '../src/calls/open-platform/apply/callback-url.ts';
import { isPrivateAddress, parseIpv6 } from '../src/validate/ip-address.ts';

/**
 * Issue 35 point 6: an IPv6 form that carries a loopback or private IPv4 address reaches it
 * (through the host's stack, a NAT64 gateway or a 6to4 relay), so the callback check must judge
 * it as that IPv4 address, in whatever spelling the URL parser or a DNS answer gives.
 */

const byte = fc.integer({ min: 0, max: 255 });
const word = fc.integer({ min: 0, max: 0xffff });
const range = (min: number, max: number) => fc.integer({ min, max });
const v4 = (first: fc.Arbitrary<number>, second: fc.Arbitrary<number> = byte) => fc.tuple(first, second, byte, byte);

/** Loopback, private, CGNAT, link-local, unspecified: the ranges the probe aimed at. */
const privateV4 = fc.oneof(
  v4(fc.constant(127)),
  v4(fc.constant(10)),
  v4(fc.constant(0)),
  v4(fc.constant(100), range(64, 127)),
  v4(fc.constant(169), fc.constant(254)),
  v4(fc.constant(172), range(16, 31)),
  v4(fc.constant(192), fc.constant(168)),
);
/** Public unicast, avoiding every first octet that holds a special range. */
const publicV4 = v4(fc.oneof(range(1, 9), range(11, 99), range(101, 126), range(128, 168), range(173, 191), range(204, 223)));

const hi = (a: number[]) => (a[0]! << 8) | a[1]!;
const lo = (a: number[]) => (a[2]! << 8) | a[3]!;

/** The IPv6 forms that carry `a`, as eight words; `rest` fills the words a form leaves free. */
const FORMS: Record<string, (a: number[], rest: number[]) => number[]> = {
  compatible: (a) => [0, 0, 0, 0, 0, 0, hi(a), lo(a)],
  mapped: (a) => [0, 0, 0, 0, 0, 0xffff, hi(a), lo(a)],
  translated: (a) => [0, 0, 0, 0, 0xffff, 0, hi(a), lo(a)],
  nat64: (a) => [0x64, 0xff9b, 0, 0, 0, 0, hi(a), lo(a)],
  sixToFour: (a, rest) => [0x2002, hi(a), lo(a), ...rest.slice(0, 5)],
  teredo: (a, rest) => [0x2001, 0, ...rest.slice(0, 4), ~hi(a) & 0xffff, ~lo(a) & 0xffff],
};
const form = fc.constantFrom(...Object.keys(FORMS));

/** One way of writing eight words: leading zeros, case, a dotted tail, and which zero run `::` replaces. */
const spelling = fc.record({
  pad: fc.array(range(0, 3), { minLength: 8, maxLength: 8 }),
  upper: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  dotted: fc.boolean(),
  compress: fc.nat(),
});

function spell(words: number[], s: { pad: number[]; upper: boolean[]; dotted: boolean; compress: number }): string {
  const hex = words.map((w, i) => {
    const digits = w.toString(16);
    const padded = digits.padStart(Math.min(4, digits.length + s.pad[i]!), '0');
    return s.upper[i] ? padded.toUpperCase() : padded;
  });
  const tail = s.dotted ? [`${words[6]! >> 8}.${words[6]! & 255}.${words[7]! >> 8}.${words[7]! & 255}`] : [];
  const pieces = s.dotted ? hex.slice(0, 6) : hex;
  // Every run of zero words among the hex pieces may be the one `::` stands for.
  const runs: [number, number][] = [];
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i; j < pieces.length && words[j] === 0; j++) runs.push([i, j + 1]);
  }
  if (runs.length === 0 || s.compress % (runs.length + 1) === runs.length) return [...pieces, ...tail].join(':');
  const [from, to] = runs[s.compress % (runs.length + 1)]!;
  return `${pieces.slice(0, from).join(':')}::${[...pieces.slice(to), ...tail].join(':')}`;
}

/** What the callback form and server say of an https URL to that address in production. */
const urlVerdict = (address: string) => callbackUrlProblem(`https://[${address}]/notify`, true);

describe('isPrivateAddress', () => {
  it.each([
    '::7f00:1',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:abcd::8.8.8.8',
    '::ffff:127.0.0.1',
    '::FFFF:7F00:0001',
    '0:0:0:0:0:ffff:127.0.0.1',
    '::ffff:0:7f00:1',
    '::ffff:0:192.168.1.1',
    '::ffff:a9fe:a9fe',
    '::ffff:6440:1',
    '2002:7f00:1::',
    '2002:c0a8:0101::1',
    '2002:a9fe:a9fe:1234:5678:9abc:def0:1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '::',
    '::0',
    '::1',
    '0000:0000:0000:0000:0000:0000:0000:0001',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    '[::1]',
    'not an address',
    '1::2::3',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['2400:da00::6666', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '8.8.8.8', '[2408:8000::1]'])('accepts %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads any spelling of eight words as those words, as the URL parser does', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(word, fc.constant(0)), { minLength: 8, maxLength: 8 }), spelling, (words, s) => {
        const text = spell(words, s);
        expect(parseIpv6(text)).toEqual(words);
        expect(parseIpv6(new URL(`https://[${text}]/`).hostname)).toEqual(words);
      }),
    );
  });

  it('refuses every embedding form of a private IPv4 address, in every spelling, as an address and as a callback URL', () => {
    fc.assert(
      fc.property(privateV4, form, fc.array(word, { minLength: 5, maxLength: 5 }), spelling, (a, f, rest, s) => {
        const text = spell(FORMS[f]!(a, rest), s);
        expect(isPrivateAddress(text)).toBe(true);
        expect(urlVerdict(text)).toBe('private');
      }),
    );
  });

  it('accepts the same forms of a public IPv4 address: nothing public is refused by mistake', () => {
    fc.assert(
      fc.property(publicV4, form, fc.array(word, { minLength: 5, maxLength: 5 }), spelling, (a, f, rest, s) => {
        const text = spell(FORMS[f]!(a, rest), s);
        expect(isPrivateAddress(text)).toBe(false);
        expect(urlVerdict(text)).toBeNull();
      }),
    );
  });

  it('refuses anything in the local-use NAT64 prefix 64:ff9b:1::/48, whatever it embeds', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 5, maxLength: 5 }), spelling, (rest, s) => {
        const text = spell([0x64, 0xff9b, 1, ...rest], s);
        expect(isPrivateAddress(text)).toBe(true);
        expect(urlVerdict(text)).toBe('private');
      }),
    );
  });

  it('the probe URLs are refused in production and still allowed outside it', () => {
    for (const url of ['https://[::7f00:1]/', 'https://[::127.0.0.1]/', 'https://[64:ff9b::7f00:1]/', 'https://[::ffff:0:7f00:1]/', 'https://[2002:7f00:1::]/']) {
      expect(callbackUrlProblem(url, true), url).toBe('private');
      expect(callbackUrlProblem(url, false), url).toBeNull();
    }
  });
});
