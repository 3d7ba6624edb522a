/**
 * Hands bytes to the browser as a download named `fileName` (a blob download's
 * content-disposition name, or a template the server sent). The object URL is revoked later:
 * some browsers read it after click() returns.
 */
export function saveFile(bytes: Uint8Array, mime: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
