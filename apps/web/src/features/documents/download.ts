import type { operatorDocDownload, pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import { callDownload } from '../../api/client.ts';
import { saveFile } from '../../api/save-file.ts';

/**
 * Downloads a document (§7 blob download) and hands it to the browser as a file named by the
 * server's content-disposition. Throws the call's CallError on failure.
 */
export async function saveDocument(def: typeof pdfDownload | typeof operatorDocDownload, id: number): Promise<string> {
  const file = await callDownload(def, { id });
  saveFile(file.bytes, file.mime, file.fileName);
  return file.fileName;
}

/** 1.2 MB / 356 KB */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
