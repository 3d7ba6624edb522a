import { GLOSSARY } from '@portal/contract/glossary';
import { FACE_CHECK_SECONDS } from '@portal/contract/limits';

/** Texts of enterprise authentication (`/identify`, issue 21) and of the center's "my enterprises". */
export const IDENTIFY_TEXTS = {
  title: '企业认证',
  subtitle: '完成企业认证后，您即可代表企业办理企业网银相关业务',
  backCenter: '返回个人中心',
  steps: ['查询企业', '提交资料', '法定代表人人脸识别', '认证结果'],
  /** Under the face step of an agent's application: it was never done, the bank checks by hand. */
  faceSkippedByAgent: '未进行（代理人申请）',
  realNameRequired: '企业认证须由已实名认证的用户发起。请先完成个人实名认证。',
  realNameLink: '去实名认证',
  // Step 1
  keywordLabel: '企业名称或统一社会信用代码',
  keywordPlaceholder: '输入企业名称关键字或18位统一社会信用代码',
  search: '查询',
  noHits: '未查到匹配的企业，请核对企业名称或统一社会信用代码',
  pick: '选择',
  registryTitle: '企业登记信息',
  entName: '企业名称',
  creditCode: '统一社会信用代码',
  legalRep: '法定代表人',
  capital: '注册资本',
  status: '登记状态',
  established: '成立日期',
  address: '住所',
  next: '下一步',
  back: '上一步',
  // Step 2
  applicantRole: '申请人身份',
  legalRepName: '法定代表人姓名',
  legalRepDocType: '法定代表人证件类型',
  legalRepDocNumber: '法定代表人证件号码',
  licence: '营业执照照片',
  letter: '授权委托书照片',
  pictureHint: '支持 jpg、jpeg、png、bmp、gif，单张不超过 5MB',
  letterHint: '授权委托书须加盖企业公章，并由法定代表人签字',
  agentNote: '授权代理人提交的申请将由银行人工审核，无需法定代表人扫码。',
  legalNote: '提交后，请法定代表人本人用手机扫码完成人脸识别。',
  submit: '提交资料',
  keptPicture: '已上传（不重新选择则沿用）',
  invalidPictures: '请先处理有问题的图片',
  // Step 3
  qrTitle: '请法定代表人本人使用手机扫描二维码',
  qrSteps: ['打开手机相机或浏览器扫一扫', '按页面提示拍摄法定代表人本人正面照片', '识别通过后回到电脑，将自动提交认证'],
  qrValidFor: `二维码${FACE_CHECK_SECONDS / 60}分钟内有效`,
  qrWaiting: '等待扫码…',
  qrScanned: '已扫码，请在手机上完成人脸识别',
  qrScannedBadge: '已扫码',
  qrExpired: '二维码已失效，请点击刷新',
  qrLoadFailed: '二维码获取失败，请稍后重试',
  faceUnavailable: '法定代表人无法在线完成人脸识别',
  deciding: '人脸识别已通过，正在提交认证…',
  // Step 4
  approvedTitle: '企业认证成功',
  approvedBody: (name: string, role: string) => `您已作为${role}关联${name}。`,
  pendingTitle: '已提交，等待银行审核',
  pendingBody: '审核结果将在“个人中心 - 我的企业”中显示，一般在 1-3 个工作日内完成。',
  reasonsTitle: '需人工审核的原因',
  toCenter: '查看我的企业',
  failedLoad: '加载失败，请刷新页面重试',
} as const;

export const ROLE_LABELS = { director: '企业负责人', operator: GLOSSARY.operatorRole } as const;

/** The center's "my enterprises" panel. */
export const MY_ENTERPRISES_TEXTS = {
  add: '新增企业认证',
  empty: '您尚未关联企业，可点击“新增企业认证”认证您的企业。',
  enterpriseName: '企业名称',
  creditCode: '统一社会信用代码',
  role: '角色',
  status: '认证状态',
  time: '时间',
  note: '说明',
  actions: '操作',
  continue: '继续认证',
  withdraw: '撤回',
  resubmit: '重新提交',
  unbind: '解除关联',
  withdrawConfirm: '确定撤回该认证申请吗？撤回后可重新发起。',
  unbindConfirm: '确定解除与该企业的关联吗？',
  withdrawn: '已撤回',
  unbound: '已解除关联',
  rejected: (reason: string) => `审核未通过：${reason}`,
  waiting: (notes: string) => `待人工审核：${notes}`,
  notSubmitted: '资料未提交完整',
} as const;
