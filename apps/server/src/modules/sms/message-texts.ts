import { SMS_CODE_TTL_SECONDS } from '@portal/contract/limits';
import type { SmsPurpose } from '@portal/contract/sms-purposes';

const BANK_SIGNATURE = '【鼎信银行】';
const HOTLINE = '95386';
const VALID_FOR = `${SMS_CODE_TTL_SECONDS / 60}分钟内有效`;

/** What the customer is doing, as the SMS names it, so a code sent without their action stands out. */
const ACTIONS: Record<SmsPurpose, string> = {
  register: '您的注册验证码为',
  login: '您正在登录鼎信银行企业门户，验证码为',
  reset_password: '您正在重置登录密码，验证码为',
  modify_password: '您正在修改登录密码，验证码为',
  modify_phone: '您正在修改绑定手机号码，验证码为',
  cancel_user: '您正在注销门户用户，验证码为',
  sms_feedback: '您正在提交意见反馈，验证码为',
  // certificates (issue 22)
  cert_manage: '您的企业主管正在为您下载或管理数字证书，验证码为',
  // rights (issue 25)
  receipt_printer: '您正在重置回单打印机密码，验证码为',
  // end rights
  // special assets (issue 25)
  asset_inquiry: '您正在登记特色资产购买意向，验证码为',
  // end special assets
  // identity assurance (issue 35)
  real_name: '您正在进行实名认证，验证本手机号为您本人所有，验证码为',
};

/** The SMS text of a code (Chinese, with the bank's signature and hotline). */
export function smsCodeText(purpose: SmsPurpose, code: string): string {
  return `${BANK_SIGNATURE}${ACTIONS[purpose]}${code}，${VALID_FOR}。请勿泄露给他人，如非本人操作请致电${HOTLINE}。`;
}
