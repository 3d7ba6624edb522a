import { HEADER } from '@portal/contract/envelope/protocol';
import { header, type CallRequest } from '../../plugins/envelope.ts';

/**
 * Who asks for a code, for the per-client limit. A visitor is their browser tab: the envelope
 * key id of a call whose signature held (the server issued the key, so unlike the captcha's
 * `clientUid` the caller cannot name any value it likes, and each new one costs a rate-limited
 * SM2 handshake). A logged-in customer is their account, whichever tab they use.
 */
export const tabClient = (caller: CallRequest) => `tab:${header(caller, HEADER.keyId)}`;
export const userClient = (userId: string) => `user:${userId}`;
