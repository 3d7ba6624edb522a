import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { enterprises } from '../../db/schema/identity.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { serverSecret } from '../security/server-secret.ts';
import { WEB_BANK_CREATE_PATH, WEB_BANK_KEY_SECRET, WEB_BANK_STATUS_PATH, webBankSign } from './web-bank-signature.ts';

export const LOCAL_WEB_BANK_PAGE = '/dev/web-bank';

const STYLE = `body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f2f5f9;color:#1f2a3d}
main{max-width:560px;margin:40px auto;padding:28px 32px;background:#fff;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.08)}
h1{margin:0 0 8px;font-size:22px}p{color:#5b6675;line-height:1.7}ul{list-style:none;padding:0}
li{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px 0;border-bottom:1px solid #edf0f4}
a.button{display:inline-block;padding:8px 18px;border-radius:4px;background:#0f4c81;color:#fff;text-decoration:none}
code{word-break:break-all;font-size:12px}img{display:block;margin:12px auto}`;

const page = (title: string, body: string, refresh = '') =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">${refresh}<title>${title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/**
 * An enterprise web bank on this machine (demo only, not in production): it asks for a payment
 * release to be confirmed exactly as the real one does, through the signed HTTP calls, shows the
 * QR and refreshes until the director has answered.
 */
export function registerLocalWebBankPage(app: FastifyInstance): void {
  const db = app.database.db;

  /** The web bank's signed call, sent through the server's own HTTP stack. */
  async function signedCall(url: string, payload: unknown) {
    const key = await serverSecret(db, WEB_BANK_KEY_SECRET);
    const body = JSON.stringify(payload);
    const ts = String(Date.now());
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-webbank-timestamp': ts, 'x-webbank-sign': webBankSign(key, ts, body) }, body });
    return res.json<{ code: number; msg: string; data?: Record<string, unknown> }>();
  }

  app.get(LOCAL_WEB_BANK_PAGE, async (_req, reply) => {
    const list = await db.select({ name: enterprises.name, creditCode: enterprises.creditCode }).from(enterprises).where(eq(enterprises.authStatus, 'ST'));
    const items = list
      .map((e) => `<li><span>${escapeHtml(e.name)}</span><a class="button" href="${LOCAL_WEB_BANK_PAGE}/pay?creditCode=${encodeURIComponent(e.creditCode)}">发起付款放行</a></li>`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page('企业网银（演示）', `<h1>企业网银（演示）</h1><p>演示用的企业网银：为一家已认证企业发起一笔待主管确认的付款，页面显示二维码，主管在门户扫码确认。</p><ul>${items}</ul>`),
    );
  });

  app.get<{ Querystring: { creditCode?: string } }>(`${LOCAL_WEB_BANK_PAGE}/pay`, async (req, reply) => {
    const created = await signedCall(WEB_BANK_CREATE_PATH, {
      creditCode: req.query.creditCode ?? '',
      title: '付款放行',
      details: [
        { label: '收款人', value: '深圳市演示供应商有限公司' },
        { label: '收款账号', value: '6222 0000 1111 2222' },
        { label: '用途', value: '货款' },
      ],
      amountFen: 8_860_000,
      requestRef: `FK${Date.now()}`,
    });
    if (created.code !== 200) return reply.type('text/html; charset=utf-8').send(page('企业网银（演示）', `<h1>无法发起</h1><p>${escapeHtml(created.msg)}</p>`));
    const { pollKey, image, qrUrl } = created.data as { pollKey: string; image: string; qrUrl: string };
    const status = `${LOCAL_WEB_BANK_PAGE}/status?pollKey=${encodeURIComponent(pollKey)}&id=${randomUUID()}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          '请主管扫码确认',
          `<h1>请主管扫码确认</h1><p>付款 88,600.00 元 待主管确认。请企业主管用已登录门户的手机扫描二维码，或在门户“网银扫码确认”中粘贴下方链接。</p><img src="${image}" alt="确认二维码" width="200" height="200"><p><code>${escapeHtml(qrUrl)}</code></p><p><a class="button" href="${escapeHtml(status)}">查看确认结果</a></p>`,
        ),
      );
  });

  app.get<{ Querystring: { pollKey?: string } }>(`${LOCAL_WEB_BANK_PAGE}/status`, async (req, reply) => {
    const polled = await signedCall(WEB_BANK_STATUS_PATH, { pollKey: req.query.pollKey ?? '' });
    const data = (polled.data ?? {}) as { status?: string; decidedBy?: string | null };
    const label: Record<string, string> = { waiting: '等待主管确认（每3秒刷新）', confirmed: '主管已确认，付款继续办理', rejected: '主管已拒绝，付款终止', expired: '确认码已过期' };
    const waiting = data.status === 'waiting';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          '确认结果',
          `<h1>${escapeHtml(label[data.status ?? ''] ?? polled.msg)}</h1>${data.decidedBy ? `<p>处理人：${escapeHtml(data.decidedBy)}</p>` : ''}<p><a class="button" href="${LOCAL_WEB_BANK_PAGE}">返回</a></p>`,
          waiting ? '<meta http-equiv="refresh" content="3">' : '',
        ),
      );
  });
}
