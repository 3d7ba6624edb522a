import type { FastifyInstance } from 'fastify';
import { articleDetail } from '@portal/contract/calls/articles/article-detail';
import { articlesList } from '@portal/contract/calls/articles/articles-list';
import { news } from '@portal/contract/calls/articles/news';
import { getNoticeList } from '@portal/contract/calls/articles/notice-list';
import { operatorArticleList } from '@portal/contract/calls/articles/operator-article-list';
import { operatorArticleCreate, operatorArticleUpdate } from '@portal/contract/calls/articles/operator-article-save';
import { operatorArticleDelete, operatorArticleSetStatus } from '@portal/contract/calls/articles/operator-article-status';
import { getSimpleNoticeList } from '@portal/contract/calls/articles/simple-notice-list';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createArticleService } from './service.ts';

/** Titles the home notice module shows when it does not say. */
const SIMPLE_NOTICE_DEFAULT = 6;

/** Issue 5 (articles): news, notices, articles and cases for visitors, and the operators' console. */
export function articleRoutes(app: FastifyInstance): void {
  const articles = createArticleService(app.database.db);

  registerCall(app, news, (input) => articles.list({ kind: 'news', ...input }));
  registerCall(app, articlesList, (input) => articles.list(input));
  registerCall(app, getNoticeList, (input) => articles.list({ kind: 'notice', ...input }));
  registerCall(app, getSimpleNoticeList, (input) => articles.simpleNotices(input.size ?? SIMPLE_NOTICE_DEFAULT));
  registerCall(app, articleDetail, (input) => articles.detail(input.id, input.kind));

  registerCall(app, operatorArticleList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return articles.adminList(input);
  });
  registerCall(app, operatorArticleCreate, async (input, ctx) => {
    const editor = await operatorEditor(app, ctx);
    return { article: await articles.create(input, editor) };
  });
  registerCall(app, operatorArticleUpdate, async (input, ctx) => {
    const editor = await operatorEditor(app, ctx);
    const { id, ...content } = input;
    return { article: await articles.update(id, content, editor) };
  });
  registerCall(app, operatorArticleSetStatus, async (input, ctx) => {
    const editor = await operatorEditor(app, ctx);
    return { article: await articles.setStatus(input.id, input.status, editor) };
  });
  registerCall(app, operatorArticleDelete, async (input, ctx) => {
    const editor = await operatorEditor(app, ctx);
    return articles.remove(input.id, editor);
  });
}
