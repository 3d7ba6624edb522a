/** Extensions (lower case) that make a media url a video (§5); everything else is an image. */
export const VIDEO_EXTENSIONS = ['ogg', 'mpeg4', 'webm', 'mp4'] as const;

export type MediaType = 'video' | 'image';

/** The lower-cased extension of a url's or file name's last path segment, ignoring query and hash. */
export function extensionOf(urlOrName: string): string {
  const path = urlOrName.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  return dot <= 0 ? '' : segment.slice(dot + 1).toLowerCase();
}

export function mediaTypeOf(url: string): MediaType {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(url)) ? 'video' : 'image';
}

export function isVideoUrl(url: string): boolean {
  return mediaTypeOf(url) === 'video';
}

/** Whether a file name's extension is in `allowed` (case-insensitive). */
export function hasAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  return ext !== '' && allowed.includes(ext);
}
