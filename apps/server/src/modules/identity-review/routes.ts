import type { FastifyInstance } from 'fastify';
import { REVIEW_IMAGE_PATH, ZApplicationId, ZPictureKind } from '@portal/contract/calls/identity-review/fields';
import { enterpriseRegistryList, personRegistryList } from '@portal/contract/calls/identity-review/registry-list';
import { registryImport, registryImportTemplate } from '@portal/contract/calls/identity-review/registry-import';
import { identityReviewApprove, identityReviewReject } from '@portal/contract/calls/identity-review/review-decide';
import { identityReviewDetail } from '@portal/contract/calls/identity-review/review-detail';
import { identityReviewList } from '@portal/contract/calls/identity-review/review-queue';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { AppError } from '../../errors.ts';
import { sendImage } from '../../lib/send-image.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { readSessionCookie } from '../session/cookie.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';
import { createRegistryService } from './registry-service.ts';
import { createReviewService } from './review-service.ts';

/** Imports are heavy (a file parsed, many rows written): a few per minute per address. */
const IMPORT_RATE = { max: 20, timeWindow: 60_000 };

/** Issue 21: the operators' review queue of enterprise authentications and the identity registries. */
export function identityReviewRoutes(app: FastifyInstance): void {
  const review = createReviewService(app.database.db);
  const registries = createRegistryService(app.database.db, app.face.describeReference);

  registerCall(app, identityReviewList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return review.list(input);
  });
  registerCall(app, identityReviewDetail, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return review.detail(input.id);
  });
  registerCall(app, identityReviewApprove, async (input, ctx) => review.approve(input.id, input.grantedRole, await operatorEditor(app, ctx)));
  registerCall(app, identityReviewReject, async (input, ctx) => review.reject(input.id, input.reason, await operatorEditor(app, ctx)));

  /**
   * A picture's bytes for `<img src>`: an image request cannot carry the envelope headers, so
   * the staff session cookie (SameSite=Strict) and the operator role decide, as for feedback.
   */
  app.get<{ Params: { id: string; kind: string } }>(`${API_PREFIX}${REVIEW_IMAGE_PATH}/:id/:kind`, async (request, reply) => {
    const state = await app.sessions.state(readSessionCookie(request));
    if (!state.live) throw new AppError('NOT_LOGGED_IN');
    if (state.session.kind !== 'staff') throw new AppError('WRONG_ROLE');
    await staffWithRole(app, state.session.principalId, ['operator']);
    const id = ZApplicationId.safeParse(request.params.id);
    const kind = ZPictureKind.safeParse(request.params.kind);
    if (!id.success || !kind.success) throw new AppError('IDENTITY_REVIEW_PICTURE_NOT_FOUND');
    return sendImage(reply, await review.picture(id.data, kind.data), 'private, no-store');
  });

  registerCall(app, personRegistryList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return registries.persons(input);
  });
  registerCall(app, enterpriseRegistryList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return registries.enterprises(input);
  });
  registerCall(app, registryImportTemplate, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return registries.template(input.kind, input.format);
  });
  registerUpload(
    app,
    registryImport,
    async (input, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      const [file, ...photos] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING');
      return registries.run(input.kind, { name: file.name, bytes: file.bytes }, photos, editor);
    },
    { rateLimit: IMPORT_RATE },
  );
}
