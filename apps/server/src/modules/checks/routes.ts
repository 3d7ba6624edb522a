import type { FastifyInstance } from 'fastify';
import { electriProgress, paperProgress, paperReturnUrl } from '@portal/contract/calls/checks/confirmation';
import { selectGuarantee } from '@portal/contract/calls/checks/guarantee';
import { checkImport, checkImportTemplate, checkRegistryCounts } from '@portal/contract/calls/checks/import-fields';
import { signatureVerification } from '@portal/contract/calls/checks/seal';
import { CHECK_CALLS_PER_MINUTE } from '@portal/contract/limits';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createCheckService } from './check-service.ts';
import { createCheckImportService } from './import-service.ts';

const CHECK_RATE = { max: CHECK_CALLS_PER_MINUTE, timeWindow: 60_000 };
const IMPORT_RATE = { max: 20, timeWindow: 60_000 };

/**
 * Issue 24: the public check tools (guarantee, confirmation letter, e-seal anti-fake code),
 * open to visitors with a per-address call limit and a per-address failure lock, and the
 * operators' imports of their registries.
 */
export function checkRoutes(app: FastifyInstance): void {
  const checks = createCheckService(app.database.db);
  const imports = createCheckImportService(app.database.db);

  registerCall(app, selectGuarantee, (input, ctx) => checks.guarantee(ctx.request.ip, input.guaranteeNo, input.verifyCode), { rateLimit: CHECK_RATE });
  registerCall(app, paperProgress, (input, ctx) => checks.paper(ctx.request.ip, input.letterNo, input.queryCode), { rateLimit: CHECK_RATE });
  registerCall(app, electriProgress, (input, ctx) => checks.electronic(ctx.request.ip, input.letterNo, input.queryCode), { rateLimit: CHECK_RATE });
  registerCall(app, paperReturnUrl, (input, ctx) => checks.returnUrl(ctx.request.ip, input.letterNo, input.queryCode), { rateLimit: CHECK_RATE });
  registerCall(app, signatureVerification, (input, ctx) => checks.seal(ctx.request.ip, input.antiFakeCode), { rateLimit: CHECK_RATE });

  registerCall(app, checkRegistryCounts, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return imports.counts();
  });
  registerCall(app, checkImportTemplate, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return imports.template(input.kind, input.format);
  });
  registerUpload(
    app,
    checkImport,
    async (input, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      const [file] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING');
      return imports.run(input.kind, { name: file.name, bytes: file.bytes }, editor);
    },
    { rateLimit: IMPORT_RATE },
  );
}
