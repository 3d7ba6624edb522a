import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { LOCAL_PARTNER_ID } from '../../db/seed/open-identity.ts';
import { MAX_ASSERTION_SECONDS, signAssertion } from './assertion.ts';
import * as repo from './repo.ts';
import { partnerSecret } from './service.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export const LOCAL_PARTNER_PAGE = '/dev/open-idp';

const STYLE = `body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f2f5f9;color:#1f2a3d}
main{max-width:560px;margin:60px auto;padding:32px 36px;background:#fff;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.08)}
h1{margin:0 0 8px;font-size:22px}p{color:#5b6675;line-height:1.7}ul{list-style:none;padding:0}
li{display:flex;justify-content:space-between;align-items:center;padding:14px 0;border-bottom:1px solid #edf0f4}
a.button{display:inline-block;padding:8px 18px;border-radius:4px;background:#0f7b6c;color:#fff;text-decoration:none}`;

/**
 * A partner identity provider on this machine (demo and tests only): it lists the identities
 * linked to portal users and signs an assertion for the one you pick, exactly as a real partner
 * would, then sends the browser to the portal's /openLogin.
 */
export function registerLocalPartnerPage(app: FastifyInstance): void {
  const db = app.database.db;

  app.get(LOCAL_PARTNER_PAGE, async (_req, reply) => {
    const partner = await repo.findPartner(db, LOCAL_PARTNER_ID);
    const links = partner ? await repo.linksOf(db, LOCAL_PARTNER_ID) : [];
    const items = links
      .map(
        (l) =>
          `<li><span>身份 <b>${escapeHtml(l.subject)}</b></span><a class="button" href="${LOCAL_PARTNER_PAGE}/assert?subject=${encodeURIComponent(l.subject)}">以此身份登录门户</a></li>`,
      )
      .join('');
    const name = partner ? escapeHtml(partner.name) : '本地合作方';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${name}</title><style>${STYLE}</style></head><body><main><h1>${name}</h1><p>这是演示用的合作方身份服务：选择一个已与门户账户绑定的身份，它会签发一次性身份凭证并跳转到门户的开放身份登录。</p><ul>${items}</ul></main></body></html>`,
      );
  });

  app.get<{ Querystring: { subject?: string; redirectUrl?: string } }>(`${LOCAL_PARTNER_PAGE}/assert`, async (req, reply) => {
    const secret = await partnerSecret(app, LOCAL_PARTNER_ID);
    const subject = req.query.subject ?? '';
    if (secret === undefined || !subject) throw new AppError('VALIDATION', { field: 'subject' });
    const iat = Math.floor(Date.now() / 1000);
    const assertion = signAssertion(secret, { iss: LOCAL_PARTNER_ID, sub: subject, iat, exp: iat + MAX_ASSERTION_SECONDS, jti: randomUUID() });
    const params = new URLSearchParams({ partnerId: LOCAL_PARTNER_ID, assertion });
    if (req.query.redirectUrl) params.set('redirectUrl', req.query.redirectUrl);
    return reply.redirect(`/#/openLogin?${params}`);
  });
}
