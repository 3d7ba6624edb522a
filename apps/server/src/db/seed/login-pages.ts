import type { LoginPageInput } from '@portal/contract/calls/login-pages/fields';
import type { Db } from '../client.ts';
import { insertIfAbsent } from '../../modules/login-pages/repo.ts';

/**
 * The login pages a new portal starts with: the default one, the open platform's (bank-
 * enterprise direct connection), and the enterprise web-banking areas', which bring their
 * own service channel and so hide the portal's customer-service widget (§2).
 */
const LOGIN_PAGES: LoginPageInput[] = [
  {
    code: 'default',
    name: '门户默认登录页',
    redirectPrefix: '',
    title: '鼎信银行企业金融门户',
    subtitle: '一站式对公金融服务，安全、便捷、可信赖',
    backgroundUrl: null,
    showCustomer: true,
    enabled: true,
  },
  {
    code: 'yqzl',
    name: '银企直联开放平台登录页',
    redirectPrefix: '/yqzl',
    title: '银企直联开放平台',
    subtitle: '标准化接口，助力企业财务系统与银行直连',
    backgroundUrl: null,
    showCustomer: true,
    enabled: true,
  },
  {
    code: 'qywy',
    name: '企业网银权益中心登录页',
    redirectPrefix: '/qywy',
    title: '企业网银权益中心',
    subtitle: '专属权益与活动，请使用企业网银账号登录',
    backgroundUrl: null,
    showCustomer: false,
    enabled: true,
  },
  {
    code: 'cyjr',
    name: '产业金融服务平台登录页',
    redirectPrefix: '/greenGoldPross',
    title: '产业金融服务平台',
    subtitle: '平台由专属客户经理一对一服务，不提供在线客服窗口',
    backgroundUrl: null,
    showCustomer: false,
    enabled: true,
  },
];

export async function seedLoginPages(db: Db): Promise<void> {
  for (const page of LOGIN_PAGES) await insertIfAbsent(db, page);
}
