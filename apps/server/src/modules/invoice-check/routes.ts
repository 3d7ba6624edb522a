import type { FastifyInstance } from 'fastify';
import { invNoAuth, invoiceCheckHistory, uploadFile, uploadPicture } from '@portal/contract/calls/invoice-check/invoice-auth';
import { invoiceRegistryImport, invoiceRegistrySummary, invoiceRegistryTemplate } from '@portal/contract/calls/invoice-check/registry-import';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload, type UploadedFile } from '../../plugins/upload.ts';
import { createInvoiceRegistry } from '../../providers/invoice-registry/create-invoice-registry.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createInvoiceImportService } from './import-service.ts';
import { readInvoicePicture } from './picture.ts';
import { warmQrReader } from './qr-reader.ts';
import { createInvoiceCheckService } from './service.ts';

/**
 * A check asks the registry about someone's invoice: per address, enough for a finance clerk
 * working through a pile, not for walking through numbers. A picture costs ~100 ms of CPU.
 */
const CHECK_RATE = { max: 30, timeWindow: 60_000 };
const PICTURE_RATE = { max: 20, timeWindow: 60_000 };
const IMPORT_RATE = { max: 20, timeWindow: 60_000 };

function onlyFile(files: UploadedFile[]): Buffer {
  const [file] = files;
  if (!file) throw new AppError('UPLOAD_FILE_MISSING');
  return file.bytes;
}

/** Issue 24: §7 Invoice auth (check by number, by picture, by file), the user's history and the operators' registry import. */
export function invoiceCheckRoutes(app: FastifyInstance): void {
  const checks = createInvoiceCheckService(app.database.db, createInvoiceRegistry(app.config, app.database.db));
  const imports = createInvoiceImportService(app.database.db);
  // The wasm is compiled at start, not by the first customer's upload.
  warmQrReader().catch((err: unknown) => app.log.warn({ err }, 'QR reader could not be prepared'));

  registerCall(app, invNoAuth, (input, ctx) => checks.check(ctx.session!.principalId, input), { rateLimit: CHECK_RATE });
  registerCall(app, invoiceCheckHistory, (_input, ctx) => checks.history(ctx.session!.principalId));
  registerUpload(app, uploadPicture, async (_input, files) => readInvoicePicture(onlyFile(files), false), { rateLimit: PICTURE_RATE });
  registerUpload(app, uploadFile, async (_input, files) => readInvoicePicture(onlyFile(files), true), { rateLimit: PICTURE_RATE });

  registerCall(app, invoiceRegistrySummary, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return imports.counts();
  });
  registerCall(app, invoiceRegistryTemplate, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return imports.template(input.format);
  });
  registerUpload(
    app,
    invoiceRegistryImport,
    async (_input, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      const [file] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING');
      return imports.run({ name: file.name, bytes: file.bytes }, editor);
    },
    { rateLimit: IMPORT_RATE },
  );
}
