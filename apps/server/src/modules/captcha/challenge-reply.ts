import { CAPTCHA_REP } from '@portal/contract/captcha/rep-codes';

const HEAD = Buffer.from(
  `{"repCode":"${CAPTCHA_REP.SUCCESS.repCode}","repMsg":${JSON.stringify(CAPTCHA_REP.SUCCESS.repMsg)},"success":true,"repData":{"originalImageBase64":"`,
);

/**
 * The `0000` challenge reply as ready JSON bytes. It is ~90 KB of Base64, which needs no
 * escaping; writing it directly spares the generic serializer's scan and the UTF-8 length
 * count of the whole string, a visible share of a challenge's cost.
 */
export function challengeReply(parts: { background: Buffer; piece: Buffer; secretKey: string; token: string }): Buffer {
  return Buffer.concat([
    HEAD,
    Buffer.from(parts.background.toString('base64'), 'latin1'),
    Buffer.from(`","jigsawImageBase64":"`),
    Buffer.from(parts.piece.toString('base64'), 'latin1'),
    // Key and token are letters and digits only.
    Buffer.from(`","secretKey":"${parts.secretKey}","token":"${parts.token}"}}`),
  ]);
}
