import { saveFile } from '../../api/save-file.ts';

/** Saves a file the server sent as base64 (import templates). */
export function saveBase64File(file: { fileName: string; mimeType: string; base64: string }): void {
  saveFile(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)), file.mimeType, file.fileName);
}
