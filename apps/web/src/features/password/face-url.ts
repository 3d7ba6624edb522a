/**
 * The address of the phone page a face-check QR code opens (ARCHITECTURE §7): this portal's own
 * page, so the phone reaches the same server as the desktop.
 */
export function faceCheckUrl(ticket: string, location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}#/m/face?ticket=${encodeURIComponent(ticket)}`;
}
