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
/** How long the frame may take to show the PDF before the statement is saved instead. */
const FRAME_LOAD_MS = 20_000;

/** What 打印 did: opened the browser's print view, or saved the PDF for the user to print. */
export interface PrintOutcome {
  fileName: string;
  /** false: the browser would not print from the page; the PDF was saved as a download instead. */
  printed: boolean;
}

/**
 * Opens the PDF statement the server made in the browser's print view: the PDF goes into a
 * hidden frame of this page (an object URL, so nothing leaves the tab; the page's CSP allows
 * exactly blob: frames for it, `frame-src 'self' blob:`) and the frame prints once it has
 * loaded it. The previous statement's frame and URL are let go first.
 *
 * A browser that will not print from a script — the frame shows something other than the PDF
 * (no PDF viewer, a policy refused it), print() throws, or the frame never loads — gets the PDF
 * as a download instead and the caller tells the user to print it from there (printed: false).
 * No tab is opened: a window.open after the download would be stopped by popup blockers.
 */
export async function printStatement<C extends CallDef>(def: C, input: CallRequest<C>): Promise<PrintOutcome> {
  const file = await callDownload(def, input);
  document.getElementById(FRAME_ID)?.remove();
  const url = objectUrlOf(file);
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = T.printFrameTitle;
  frame.dataset.testid = FRAME_ID;
  frame.dataset.fileName = file.fileName;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  const printed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), FRAME_LOAD_MS);
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        try {
          const view = frame.contentWindow;
          // A frame the browser did not let the PDF into is an error page of another origin
          // (reading its location throws) or a page at another address.
          if (!view || view.location.href !== url) throw new Error('the print frame does not show the statement');
          view.focus();
          view.print();
          resolve(true);
        } catch {
          resolve(false);
        }
      },
      { once: true },
    );
    frame.src = url;
    document.body.appendChild(frame);
  });
  if (printed) {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } else {
    frame.remove();
    URL.revokeObjectURL(url);
    saveFile(file.bytes, file.mime, file.fileName);
  }
  return { fileName: file.fileName, printed };
}
