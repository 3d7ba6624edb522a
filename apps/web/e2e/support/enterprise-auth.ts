import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import type { EnterpriseApplication } from '@portal/contract/calls/enterprise-auth/fields';
import { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { realNameAuths } from '../../../server/src/db/schema/identity-verification.ts';
import { createDocumentVault } from '../../../server/src/modules/identity/document-vault.ts';
import { browserSession, type BrowserSession } from '../../../server/test/support/browser-session.ts';
import { documentPicture } from '../../../server/test/support/identity-applications.ts';
import { passSliderCaptcha } from '../../../server/test/support/slider-captcha.ts';
import type { TestServer } from '../../../server/test/support/test-app.ts';

/** A person of the seeded registry (registry-data.ts) a journey acts as. */
export interface RegistryPerson {
  realName: string;
  docNumber: string;
  phone: string;
}

/** 张伟, legal representative of 北京瀚海云数据服务有限公司 (91110108MA01ABCD1E). */
export const ZHANG_WEI: RegistryPerson = { realName: '张伟', docNumber: '310104199001011110', phone: '13900138002' };
/** 刘芳, of the registry but no enterprise's legal representative: an authorised agent. */
export const LIU_FANG: RegistryPerson = { realName: '刘芳', docNumber: '320102198512122220', phone: '13900138003' };

export const HANHAI_CREDIT_CODE = '91110108MA01ABCD1E';
export const PUJIANG_CREDIT_CODE = '91310115MA1K3XY22E';

const PASSWORD = 'Entp@2026x';

/**
 * A new customer whose name counts as real-name verified with the person's document (as the
 * real-name authentication would leave it, the number sealed through the document vault).
 */
export async function verifiedCustomer(server: TestServer, person: RegistryPerson, loginName: string) {
  const db = server.app.database.db;
  await server.app.users.register({ userType: 'personal', realName: person.realName, loginName, phone: person.phone, password: PASSWORD });
  const user = (await server.app.users.findLiveByLogin(loginName))!;
  const vault = await createDocumentVault(db);
  const id = randomUUID();
  const digest = vault.digest('0', person.docNumber);
  // One document is verified for one user at a time: it moves to this customer.
  await db.update(realNameAuths).set({ status: 'cancelled' }).where(eq(realNameAuths.docDigest, digest));
  await db.insert(realNameAuths).values({
    id,
    userId: user.id,
    realName: person.realName,
    docType: '0',
    docDigest: digest,
    docSealed: vault.seal(person.docNumber, 'real_name_auths', id),
    docMasked: vault.masked(person.docNumber),
    phone: person.phone,
    status: 'verified',
    method: 'test',
    verifiedAt: new Date(),
  });
  return { loginName, password: PASSWORD, userId: user.id };
}

/** Logs a customer in through the API; with a context, the browser gets the session cookie. */
export async function logIn(server: TestServer, loginName: string, context?: BrowserContext): Promise<BrowserSession> {
  const tab = browserSession(server);
  const { token } = await tab.call(passwordLogin, { loginName, password: tab.secret(PASSWORD), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(token);
  if (context) await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: server.origin })));
  return tab;
}

/**
 * Leaves an authorised agent's application of 上海浦江绿色能源有限公司 pending review (DS, in the
 * operators' queue): the starting point of "an operator rejects, the customer resubmits".
 */
export async function pendingAgentApplication(server: TestServer, loginName = 'agent_liufang'): Promise<{ loginName: string; password: string; application: EnterpriseApplication }> {
  const who = await verifiedCustomer(server, LIU_FANG, loginName);
  const application = await submitAgentApplication(server, loginName);
  return { loginName: who.loginName, password: who.password, application };
}

/**
 * `loginName` (a customer of pendingAgentApplication) applies as authorised agent of 上海浦江绿色能源有限公司,
 * with the licence and the letter of authorisation: a new application, pending review (DS).
 */
export async function submitAgentApplication(server: TestServer, loginName: string): Promise<EnterpriseApplication> {
  const tab = await logIn(server, loginName);
  const picture = async (name: string) => new File([new Uint8Array(await documentPicture(name === 'letter.png' ? 'AUTHORISATION' : 'BUSINESS LICENCE'))], name, { type: 'image/png' });
  return tab.upload(
    submitEnterpriseCredentials,
    {
      appId: REGISTER_APP_ID,
      creditCode: PUJIANG_CREDIT_CODE,
      applicantRole: 'agent',
      legalRepName: '陈静',
      legalRepDocType: '0',
      legalRepDocNumber: '440106199203033336',
      pictures: ['licence', 'letter'],
    },
    [await picture('licence.png'), await picture('letter.png')],
  );
}
