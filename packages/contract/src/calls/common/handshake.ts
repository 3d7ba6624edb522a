import * as z from 'zod/mini';

/**
 * The two handshake calls of ARCHITECTURE §4 (key discovery and key exchange). They are the
 * only calls that exist outside the envelope, so they are not `defineCall`s.
 */
export const ZHandshakeDiscoveryReply = z.object({ publicKey: z.string().check(z.regex(/^04[0-9a-f]{128}$/i)) });

export const ZHandshakeRequest = z.object({
  /** SM2 (C1C3C2, hex, no leading 04) of the 32 lowercase hex characters of the SM4 key. */
  key: z.string().check(z.minLength(194), z.maxLength(1024), z.regex(/^[0-9a-f]+$/i)),
});

export const ZHandshakeReply = z.object({ keyId: z.string(), expiresIn: z.int().check(z.positive()) });
export type HandshakeReply = z.infer<typeof ZHandshakeReply>;
