import QRCode from 'qrcode';

/** Side of the rendered QR picture in pixels; the login panel shows it at this size. */
const QR_IMAGE_SIDE = 200;

/** The phone page's address as a PNG data URL, drawn on the server so the page needs no QR library. */
export function qrImage(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: QR_IMAGE_SIDE, color: { dark: '#1f1f1f', light: '#ffffff' } });
}

/** The phone page a login QR opens, on the portal's public address (`origin`: publicBaseUrl). */
export function phonePageUrl(origin: string, qrToken: string): string {
  return `${origin}/#/m/qrLogin?token=${qrToken}`;
}
