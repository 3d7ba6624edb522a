import type { SystemToken } from '@portal/contract/calls/customer-service/fields';
import { CHAT_CHANNEL_CODES } from '@portal/contract/limits';
import { chatImage } from '@portal/contract/calls/customer-service/chat-image';
import { callApi, callDownload, callUpload, isDirectConnectionContext } from '../../api/client.ts';
import { channelOf, pageCodeOf } from '../../app/page-code.ts';
import { captchaClientId } from '../../ui/SliderCaptcha/client-id.ts';
import { ChatController, type ChatOptions } from './chat-controller.ts';

/** A uuid v4 from getRandomValues (crypto.randomUUID needs a secure context; plain http has none). */
export function randomUuid(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Channel and assistant of a window (§7 establishConnection, askQuestion): the direct-connection
 * channel (4, 银企直联, assistant `qjyqzl`) on the open-platform pages, on yqzl page codes, or
 * when the address asks for it with `channel=4` (the bank's client apps open /customer so);
 * the portal (1, `qjhlwmh`) otherwise.
 */
export function chatOptionsFor(search: string, hash = window.location.hash): ChatOptions {
  const params = new URLSearchParams(search);
  const direct =
    params.get('channel') === CHAT_CHANNEL_CODES.direct || channelOf(pageCodeOf(search)) === 'yqzl' || isDirectConnectionContext(hash);
  const systemToken: SystemToken = direct ? 'qjyqzl' : 'qjhlwmh';
  return { channelCode: direct ? CHAT_CHANNEL_CODES.direct : CHAT_CHANNEL_CODES.portal, systemToken };
}

/** A conversation talking to the real server. */
export function createChat(options: ChatOptions): ChatController {
  return new ChatController(
    {
      call: callApi,
      upload: callUpload,
      newSessionNumber: randomUuid,
      clientUid: () => captchaClientId('slider'),
      // Read at each use: a browser that blocks storage throws only inside the rating rules' try.
      storage: { getItem: (k) => localStorage.getItem(k), setItem: (k, v) => localStorage.setItem(k, v) },
      previewUrl: (file) => URL.createObjectURL(file),
      loadImage: async (uuid, imageId) => {
        const file = await callDownload(chatImage, { uuid, imageId });
        return URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mime }));
      },
      releaseImage: (src) => URL.revokeObjectURL(src),
    },
    options,
  );
}

let floating: ChatController | null = null;

/** The floating window's conversation: one per page life, kept while the window is closed. */
export function floatingChat(search: string): ChatController {
  floating ??= createChat(chatOptionsFor(search));
  return floating;
}
