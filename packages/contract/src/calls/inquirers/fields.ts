import * as z from 'zod/mini';
import { ZBindStatus, ZProcessStatus, ZUserStatus } from '../../codes.ts';
import { ZText } from '../../validate/field-types.ts';
import { LOGIN_NAME_PATTERN } from '../../validate/login-name.ts';
import { MOBILE_PHONE_PATTERN } from '../../validate/phone.ts';

/**
 * Staff users (inquirers) and account relationships (§7 Account flow and staff, issue 23): the
 * fields the staff screens type and the records they list. groupId and memberCustomerId are
 * both the enterprise id (§3); a call naming neither acts for the caller's first enterprise.
 */
export const STAFF_MESSAGES = {
  userAccount: '请输入6-20位登录名（字母开头，可含数字和下划线）',
  phone: '请输入11位手机号码',
  userName: '请输入员工姓名（1-30个字）',
  note: '备注不能超过100个字',
  reason: '请填写拒绝原因（1-100个字）',
  enterpriseId: '请选择企业',
  userId: '请选择查询员',
  changeId: '请选择变更申请',
  account: '请选择账户',
  modifyEmpty: '请修改姓名或状态',
  modifyState: '状态只能修改为有效或无效',
} as const;

/** An enterprise id (E + digits in the demo, any short code in the bank's data). */
export const ZEnterpriseId = ZText.check(z.trim(), z.minLength(1, STAFF_MESSAGES.enterpriseId), z.maxLength(40, STAFF_MESSAGES.enterpriseId));
/** The enterprise a call acts for: either name, both the enterprise id (§3). */
export const ZEnterpriseScope = {
  groupId: z.optional(ZEnterpriseId),
  memberCustomerId: z.optional(ZEnterpriseId),
};
/** A portal user id (uuid). */
export const ZUserId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, STAFF_MESSAGES.userId));
export const ZChangeId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, STAFF_MESSAGES.changeId));
export const ZStaffLoginName = ZText.check(z.trim(), z.regex(LOGIN_NAME_PATTERN, STAFF_MESSAGES.userAccount));
export const ZStaffPhone = ZText.check(z.trim(), z.regex(MOBILE_PHONE_PATTERN, STAFF_MESSAGES.phone));
export const ZStaffName = ZText.check(z.trim(), z.minLength(1, STAFF_MESSAGES.userName), z.maxLength(30, STAFF_MESSAGES.userName));
export const ZStaffNote = z.optional(ZText.check(z.trim(), z.maxLength(100, STAFF_MESSAGES.note)));
export const ZRelationAccountNo = ZText.check(z.trim(), z.regex(/^[0-9A-Za-z-]{4,40}$/, STAFF_MESSAGES.account));

/** `account (name)`, how every staff list shows a staff user. */
export function staffDisplay(userAccount: string, userName: string): string {
  return `${userAccount} (${userName})`;
}

/** One staff user as the staff list shows them. */
export const ZInquirer = z.object({
  userId: z.string(),
  userAccount: z.string(),
  userName: z.string(),
  userState: ZUserStatus,
  /** "account (name)". */
  display: z.string(),
  boundAccounts: z.int(),
  /** The change awaiting review on this staff user, if any. */
  pendingChangeId: z.nullable(z.string()),
});
export type Inquirer = z.infer<typeof ZInquirer>;

export const STAFF_OPERATION_MARKS = ['add', 'delete', 'modify', 'rollback', 'replace'] as const;
export const ZStaffOperationMark = z.enum(STAFF_OPERATION_MARKS);
export type StaffOperationMark = z.infer<typeof ZStaffOperationMark>;

/** One maker-checker change (§3 process status: DS pending, ST approved, SJ rejected, YC withdrawn). */
export const ZInquirerChange = z.object({
  changeId: z.string(),
  operationMark: ZStaffOperationMark,
  status: ZProcessStatus,
  targetUserId: z.string(),
  /** "account (name)" of the staff user the change is about. */
  targetDisplay: z.string(),
  /** What the change sets, in words (新姓名 …). */
  detail: z.string(),
  makerId: z.string(),
  makerAccount: z.string(),
  checkerAccount: z.nullable(z.string()),
  note: z.string(),
  rejectReason: z.string(),
  madeAt: z.string(),
  checkedAt: z.nullable(z.string()),
  /** The caller made it: they may withdraw it while pending, never approve it. */
  mine: z.boolean(),
  /** An approved change the caller may submit a rollback of (the staff user's latest, not a rollback). */
  canRollback: z.boolean(),
});
export type InquirerChange = z.infer<typeof ZInquirerChange>;

/** One account of the enterprise with its bind status to a staff user. */
export const ZRelationAccount = z.object({
  account: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  currency: z.string(),
  bindStatus: ZBindStatus,
  note: z.string(),
  boundAt: z.nullable(z.string()),
});
export type RelationAccount = z.infer<typeof ZRelationAccount>;
