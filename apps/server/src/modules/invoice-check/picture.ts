import { basisOfType, INVOICE_TYPES } from '@portal/contract/calls/invoice-check/kinds';
import type { InvoiceFromPicture } from '@portal/contract/calls/invoice-check/fields';
import { parseInvoiceQr } from '@portal/contract/calls/invoice-check/qr-fields';
import { AppError } from '../../errors.ts';
import { fileKindOf } from './file-kind.ts';
import { pdfImages } from './pdf-images.ts';
import { readQrText } from './qr-reader.ts';

/** The form's fields from a QR text; what the check does not ask stays empty. */
export function formFromQr(text: string): InvoiceFromPicture {
  const parsed = parseInvoiceQr(text);
  if (!parsed.ok) throw new AppError('INVOICE_QR_NOT_INVOICE');
  const f = parsed.fields;
  const basis = basisOfType(f.typeCode);
  return {
    typeCode: f.typeCode,
    typeName: INVOICE_TYPES[f.typeCode],
    invoiceCode: f.invoiceCode,
    invoiceNo: f.invoiceNo,
    invoiceDate: f.invoiceDate,
    amount: basis === 'amount' ? f.amount : '',
    checkCode: basis === 'checkCode' ? f.checkCode.slice(-6) : '',
  };
}

/**
 * Reads an invoice's QR from a photo (uploadPicture) or, when `allowPdf`, from a PDF's embedded
 * images (uploadFile). Each failure has its own code: not a picture, unreadable, no QR, a QR
 * that is not an invoice's, a PDF without a QR image.
 */
export async function readInvoicePicture(bytes: Buffer, allowPdf: boolean): Promise<InvoiceFromPicture> {
  const kind = fileKindOf(bytes);
  if (kind === 'pdf' && allowPdf) {
    let sawQr: string | null = null;
    for (const image of pdfImages(bytes)) {
      const text = await readQrText(image.file).catch(() => null);
      if (text === null) continue;
      if (parseInvoiceQr(text).ok) return formFromQr(text);
      sawQr ??= text;
    }
    if (sawQr !== null) throw new AppError('INVOICE_QR_NOT_INVOICE');
    throw new AppError('INVOICE_PDF_NO_QR');
  }
  if (kind === 'other' || kind === 'pdf') throw new AppError('INVOICE_FILE_TYPE');
  const text = await readQrText(bytes);
  if (text === null) throw new AppError('INVOICE_NO_QR');
  return formFromQr(text);
}
