import type { FastifyInstance } from 'fastify';
import { signaturePdfVerification } from '@portal/contract/calls/seal-pdf/seal-pdf';
import { AppError } from '../../errors.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { createSealPdfService } from './verify-service.ts';

/** A signed PDF costs a digest of the file and an SM2 verification per signature (~10 ms): per address, a clerk's pace. */
const PDF_RATE = { max: 20, timeWindow: 60_000 };

/** Issue 24: the e-seal check of an uploaded signed PDF, open to visitors. */
export function sealPdfRoutes(app: FastifyInstance): void {
  const seals = createSealPdfService(app.certificates);
  registerUpload(
    app,
    signaturePdfVerification,
    async (_input, files) => {
      const [file] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING');
      return seals.verify({ name: file.name, bytes: file.bytes });
    },
    { rateLimit: PDF_RATE },
  );
}
