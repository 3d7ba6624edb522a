import type { FastifyInstance } from 'fastify';
import { catalogueAnswers, catalogueFiles, catalogueMenu, catalogueOfficialQuestions, cataloguePlatformConfig, cataloguePlatformTree, catalogueTypes } from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import { operatorCatalogueFeedbackAnswer, operatorCatalogueFeedbackList, operatorCatalogueFeedbackScreenshot, operatorConsultList, operatorConsultUpdate, operatorQuestionWithdraw } from '@portal/contract/calls/open-platform/catalogue/console-calls';
import { catalogueFeedback, categoryConsult } from '@portal/contract/calls/open-platform/catalogue/form-calls';
import { registerBlobCall } from '../../../plugins/blob-call.ts';
import { registerCall } from '../../../plugins/envelope.ts';
import { registerUpload } from '../../../plugins/upload.ts';
import { loggedInCustomerId } from '../../session/logged-in-customer.ts';
import { operatorEditor } from '../../staff/operator-editor.ts';
import { createCatalogueService } from './service.ts';

/** Forms one address may send per ten minutes: enough for a customer, not for a flood. */
export const CATALOGUE_FORM_RATE = { max: 5, timeWindow: 10 * 60_000 };

/** Issue 26 point 1: the API catalogue (`/yqzl/product/*`), consultations and their console. */
export function openPlatformCatalogueRoutes(app: FastifyInstance): void {
  const catalogue = createCatalogueService(app.database.db);

  registerCall(app, catalogueTypes, async () => catalogue.types());
  registerCall(app, catalogueMenu, async (input) => catalogue.menu(input.type));
  registerCall(app, cataloguePlatformTree, () => catalogue.tree());
  registerCall(app, cataloguePlatformConfig, (input) => catalogue.config(input.apiCode));
  registerCall(app, catalogueFiles, (input) => catalogue.files(input.apiCode));
  registerCall(app, catalogueOfficialQuestions, (input) => catalogue.questions(input.apiCode, input.keyword));
  registerCall(app, catalogueAnswers, (input) => catalogue.answers(input.questionId));
  registerUpload(app, catalogueFeedback, async (input, files, { request }) => catalogue.submitFeedback(input, files[0]?.bytes, await loggedInCustomerId(app, request)), {
    rateLimit: CATALOGUE_FORM_RATE,
  });
  registerUpload(app, categoryConsult, async (input, _files, { request }) => catalogue.submitConsult(input, await loggedInCustomerId(app, request)), {
    rateLimit: CATALOGUE_FORM_RATE,
  });

  // Operators only: agents hold staff sessions too and are refused by operatorEditor.
  registerCall(app, operatorCatalogueFeedbackList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return catalogue.feedbackList(input.status, input.pageNo);
  });
  registerCall(app, operatorCatalogueFeedbackAnswer, async (input, ctx) => catalogue.answerFeedback(input, await operatorEditor(app, ctx)));
  registerBlobCall(app, operatorCatalogueFeedbackScreenshot, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return catalogue.screenshot(input.id);
  });
  registerCall(app, operatorQuestionWithdraw, async (input, ctx) => catalogue.withdrawQuestion(input.questionId, await operatorEditor(app, ctx)));
  registerCall(app, operatorConsultList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return catalogue.consultList(input.status, input.pageNo);
  });
  registerCall(app, operatorConsultUpdate, async (input, ctx) => catalogue.updateConsult(input, await operatorEditor(app, ctx)));
}
