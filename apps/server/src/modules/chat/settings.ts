import { eq } from 'drizzle-orm';
import type { ChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { HUMAN_AGENT_HOURS } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { csSettings } from '../../db/schema/chat.ts';

const KEY = 'chat';
const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** What a new installation starts with; operators change it in the service settings screen. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  suggestData: [
    { iconUrl: '/static/img/icons/ebank-login.svg', functionName: '企业网银登录', url: '#/login' },
    // Only screens that exist: operators add the check tools here when they open.
    { iconUrl: '/static/img/icons/account-opening.svg', functionName: '预约开户', url: '#/imgTxtDetails?id=6403' },
    { iconUrl: '/static/img/icons/deposit.svg', functionName: '产品中心', url: '#/bankProduct' },
    { iconUrl: '/static/img/icons/doc-center.svg', functionName: '文档中心', url: '#/docCenter' },
    { iconUrl: '/static/img/icons/netshield.svg', functionName: '安全设备助手', url: '#/netshield' },
    { iconUrl: '/static/img/icons/green-loan.svg', functionName: '绿色金融', url: '#/bankProduct?type=green' },
  ],
  quickEntryData: [
    { functionName: '忘记密码', question: '忘记登录密码怎么办' },
    { functionName: 'U盾问题', question: 'U盾插上电脑没有反应怎么办' },
    { functionName: '企业认证', question: '企业认证需要准备哪些材料' },
    { functionName: '转账限额', question: '企业网银转账限额是多少' },
    { functionName: '证书更新', question: '数字证书快到期了怎么更新' },
  ],
  serviceHours: { start: pad(HUMAN_AGENT_HOURS.startHour), end: pad(HUMAN_AGENT_HOURS.endHour) },
  maxConcurrent: 5,
  agentIdleMinutes: 10,
  cannedReplies: [
    '您好，很高兴为您服务，请问有什么可以帮您？',
    '请您稍等，我马上为您查询。',
    '请您提供一下企业名称和登录用户名（请勿发送密码和验证码），以便为您核实。',
    '请您清除浏览器缓存后重新登录试一下，如仍有问题请告诉我。',
    '请问还有其他可以帮您的吗？',
    '感谢您的耐心等待，祝您工作顺利，再见！',
  ],
};

/** The operators' customer-service settings, stored as one JSON value. */
export function createChatSettings(db: Db) {
  return {
    async get(): Promise<ChatSettings> {
      const rows = await db.select({ value: csSettings.value }).from(csSettings).where(eq(csSettings.key, KEY));
      // Stored values are merged over the defaults, so a setting added later has a value too.
      return { ...DEFAULT_CHAT_SETTINGS, ...((rows[0]?.value as Partial<ChatSettings> | undefined) ?? {}) };
    },
    async save(settings: ChatSettings, staffId: string): Promise<ChatSettings> {
      await db
        .insert(csSettings)
        .values({ key: KEY, value: settings, updatedBy: staffId })
        .onConflictDoUpdate({ target: csSettings.key, set: { value: settings, updatedBy: staffId, updatedAt: new Date() } });
      return settings;
    },
  };
}

export type ChatSettingsStore = ReturnType<typeof createChatSettings>;
