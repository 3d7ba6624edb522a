import type { FastifyInstance } from 'fastify';
import { isMobilePhone } from '@portal/contract/validate/phone';
import { latestOutboxMessages, type OutboxMessage } from '../../providers/sms/outbox.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { beijingDateTime } from '../../lib/china-time.ts';

export const OUTBOX_PAGE_PATH = '/dev/sms-outbox';
const PAGE_SIZE = 50;
const REFRESH_SECONDS = 3;

/** yyyy-mm-dd hh:mm:ss in Beijing time (ARCHITECTURE §8 date format). */
const formatTime = beijingDateTime;

/** The code stands out so a tester can copy it at a glance. */
const highlightCode = (html: string) => html.replace(/(?<!\d)(\d{6})(?!\d)/, '<strong>$1</strong>');

function row(m: OutboxMessage): string {
  return `<tr><td class="time">${formatTime(m.sentAt)}</td><td class="phone">${escapeHtml(m.phone)}</td><td>${highlightCode(escapeHtml(m.text))}</td></tr>`;
}

/** The page: no script (the page CSP forbids inline scripts), a meta refresh keeps it current. */
export function renderOutboxPage(messages: OutboxMessage[], phone: string | undefined): string {
  const body = messages.length
    ? `<table><thead><tr><th>发送时间</th><th>手机号码</th><th>短信内容</th></tr></thead><tbody>${messages.map(row).join('')}</tbody></table>`
    : '<p class="empty">暂无短信。在门户中获取短信验证码后，短信会显示在这里。</p>';
  const filter = phone ? `（仅显示 ${escapeHtml(phone)}，<a href="${OUTBOX_PAGE_PATH}">显示全部</a>）` : '';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<meta name="robots" content="noindex">
<title>本地短信发件箱 - 鼎信银行企业门户</title>
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px auto;max-width:1080px;padding:0 16px;color:#1f1f1f;background:#f5f7fa}
h1{font-size:20px;margin:0 0 4px}
p.note{color:#666;font-size:13px;margin:0 0 16px}
table{width:100%;border-collapse:collapse;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.08)}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eee;font-size:14px;vertical-align:top}
th{background:#fafafa;font-weight:600}
td.time{white-space:nowrap;color:#666}
td.phone{white-space:nowrap;font-variant-numeric:tabular-nums}
td strong{font-size:15px;letter-spacing:1px;color:#c8161d}
p.empty{background:#fff;padding:32px;text-align:center;color:#888}
</style></head><body>
<h1>本地短信发件箱</h1>
<p class="note">开发与演示环境不发送真实短信，验证码短信保存在这里。显示最近 ${PAGE_SIZE} 条，最新的在前，每 ${REFRESH_SECONDS} 秒自动刷新${filter}。可在地址后加 ?phone=手机号码 只看一个号码。</p>
${body}
</body></html>`;
}

/** GET /dev/sms-outbox[?phone=…]: the outbox for a person trying the demo. */
export function registerOutboxPage(app: FastifyInstance): void {
  app.get<{ Querystring: { phone?: string } }>(OUTBOX_PAGE_PATH, async (req, reply) => {
    const phone = typeof req.query.phone === 'string' && isMobilePhone(req.query.phone) ? req.query.phone : undefined;
    const messages = await latestOutboxMessages(app.database.db, { limit: PAGE_SIZE, phone });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOutboxPage(messages, phone));
  });
}
