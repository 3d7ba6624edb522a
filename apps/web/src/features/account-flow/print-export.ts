import type { CallDef, CallRequest } from '@portal/contract/call';
import type { DownloadedFile } from '@portal/contract/envelope/blob-download';
import { callDownload } from '../../api/client.ts';
import { saveFile } from '../../api/save-file.ts';
import { FLOW_TEXTS as T } from './texts.ts';

const objectUrlOf = (file: DownloadedFile) => URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mime }));

/** Saves a statement the server made (§7 blob download) under the name of its content-disposition. */
export async function exportStatement<C extends CallDef>(def: C, input: CallRequest<C>): Promise<string> {
  const file = await callDownload(def, input);
  saveFile(file.bytes, file.mime, file.fileName);
  return file.fileName;
}

const FRAME_ID = 'flow-print-frame';

/**
 * Opens the PDF statement the server made in the browser's print view: the PDF goes into a
 * hidden frame of this page (an object URL, so nothing leaves the tab) and the frame prints
 * once it has loaded it. The previous statement's frame and URL are let go first.
 */
export async function printStatement<C extends CallDef>(def: C, input: CallRequest<C>): Promise<string> {
  const file = await callDownload(def, input);
  document.getElementById(FRAME_ID)?.remove();
  const url = objectUrlOf(file);
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = T.printFrameTitle;
  frame.dataset.testid = FRAME_ID;
  frame.dataset.fileName = file.fileName;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // A viewer that refuses scripted printing: open the PDF in a tab, where the user prints it.
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  });
  frame.src = url;
  document.body.appendChild(frame);
  return file.fileName;
}
