import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import { REPLY_ENCODING } from '@portal/contract/envelope/protocol';
import { base64Length, writeBase64, writeHex } from '../modules/security/ascii-codec.ts';
import { fillRandomIv, sm4KeysOf } from '../modules/security/server-cipher.ts';
import { sm4CbcEncrypt } from '../modules/security/sm4.ts';

/**
 * The success message as ASCII JSON escapes (`"\u6210\u529f"`): the same string to any JSON
 * parser, and a reply that is ASCII from end to end.
 */
export const SUCCESS_MSG_JSON = JSON.stringify(SUCCESS_MSG).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const ascii = (text: string) => Buffer.from(text, 'latin1');
const HEAD = ascii(`{"code":${SUCCESS_CODE},"msg":${SUCCESS_MSG_JSON},"iv":"`);
const DATA = ascii('","data":"');
const ENCODED_DATA = ascii(`","enc":"${REPLY_ENCODING}","data":"`);
const TAIL = ascii('"}');
const IV_HEX_LENGTH = 32;

/** Each reply's IV, drawn into one reused array: it is written out before the function returns. */
const iv = new Uint8Array(16);

/**
 * A sealed success reply, `{"code":200,"msg":"成功","iv":"…","data":"…"}` with `"enc"` when the
 * bytes are compressed (ARCHITECTURE §4.5), written straight into the bytes that go on the
 * wire: hex and base64 need no escaping, so there is no JSON pass, no reply string and no
 * UTF-8 conversion, and the codecs run in JavaScript (ascii-codec.ts says why).
 */
export function sealedReplyBytes(keyHex: string, plain: Uint8Array, encoding: '' | typeof REPLY_ENCODING): Buffer {
  const cipher = sm4CbcEncrypt(sm4KeysOf(keyHex), fillRandomIv(iv), plain);
  const data = encoding ? ENCODED_DATA : DATA;
  const out = Buffer.allocUnsafe(HEAD.length + IV_HEX_LENGTH + data.length + base64Length(cipher.length) + TAIL.length);
  out.set(HEAD, 0);
  let at = writeHex(iv, out, HEAD.length);
  out.set(data, at);
  at = writeBase64(cipher, out, at + data.length);
  out.set(TAIL, at);
  return out;
}
