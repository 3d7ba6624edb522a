import { GLOSSARY } from '@portal/contract/glossary';

export const CENTER_TEXTS = {
  title: '个人中心',
  profileTab: '个人信息',
  securityTab: '安全设置',
  enterprisesTab: '我的企业',
  /** Above an enterprise's applications on its card (a phone's 我的企业, issue 37). */
  applications: '申请记录',
  usrNo: '用户号',
  loginName: '用户名',
  userType: '用户类型',
  realName: '姓名',
  phone: '手机号',
  email: '电子邮箱',
  registeredAt: '注册时间',
  realNameState: '实名状态',
  verified: '已实名认证',
  notVerified: '未实名认证',
  // real-name (issue 21)
  goVerify: '去实名认证',
  notSet: '未设置',
  changePassword: '修改登录密码',
  passwordChangedAt: (date: string) => `上次修改：${date}`,
  oldPassword: '原登录密码',
  newPassword: '新登录密码',
  confirmPassword: '确认新密码',
  submitPassword: '确认修改',
  passwordChanged: '登录密码已修改，您在其他设备上的登录已退出。',
  loginHistory: '最近登录记录',
  at: '时间',
  method: '登录方式',
  result: '结果',
  ip: 'IP地址',
  device: '设备',
  success: '成功',
  failed: '失败',
  noEnterprises: '您尚未关联企业。企业用户注册时填写的企业会显示在这里。',
  enterpriseName: '企业名称',
  creditCode: '统一社会信用代码',
  role: '角色',
  authStatus: '认证状态',
  director: '企业负责人',
  operator: GLOSSARY.operatorRole,
  loadFailed: '个人信息加载失败，请稍后重试',
} as const;

export const LOGIN_METHOD_LABELS: Record<string, string> = {
  password: '密码登录',
  sms: '短信登录',
  register: '注册后登录',
  qr: '扫码登录',
  open: '开放身份登录',
  workspace: '工作台登录',
  // certificates (issue 22)
  certificate: '证书登录',
};

/** The card that changes the password with an SMS code instead of the old password (rule 3). */
export const SMS_PASSWORD_TEXTS = {
  title: '通过短信验证修改密码',
  intro: '忘记原密码时，可通过预留手机号接收验证码修改登录密码。',
  smsCode: '短信验证码',
  smsCodePlaceholder: '请输入6位验证码',
  sentTo: (phone: string) => `验证码已发送至 ${phone}`,
  newPassword: '新登录密码',
  newPasswordHint: '8-15位，由数字、小写字母、大写字母、!@#$%^&*_+=-中的至少两种组成',
  confirmPassword: '确认新密码',
  submit: '确认修改',
  changed: '登录密码已修改，您在其他设备上的登录已退出。',
  required: (what: string) => `请输入${what}`,
} as const;
