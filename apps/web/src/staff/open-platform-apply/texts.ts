/** Texts of the operators' API application review (issue 26 point 2). */
export const APPLY_CONSOLE_TEXTS = {
  title: 'API接入审核',
  intro: '审核企业的银企直联API接入申请。沙箱阶段通过即开通沙箱；企业申请生产环境后，须由另一位运营人员审核生产阶段。拒绝须填写原因；每次审核记入操作日志并通知企业。',
  queues: { waiting: '待审核', all: '全部' } as Record<string, string>,
  keyword: '订单号或企业名称',
  search: '查询',
  loadFailed: '申请列表加载失败，请刷新后重试',
  columns: { orderNo: '订单号', enterprise: '企业', apis: 'API', status: '状态', createdAt: '提交时间', actions: '操作' },
  open: '审核',
  view: '查看',
  detailTitle: (orderNo: string) => `申请订单 ${orderNo}`,
  applicant: '申请人',
  purpose: '申请用途',
  agreement: '协议版本',
  apis: '申请API',
  timeline: '办理进度',
  sandboxStage: '沙箱阶段审核',
  productionStage: '生产阶段审核',
  approve: '通过',
  reject: '拒绝',
  reason: '拒绝原因',
  reasonPlaceholder: '请填写拒绝原因，企业将看到该原因',
  confirmReject: '确认拒绝',
  cancel: '取消',
  decided: '已审核',
  sameOperator: '您审核了沙箱阶段，生产阶段须由另一位运营人员审核。',
  waitingProduction: '企业尚未申请生产环境。',
  nothingToDo: '该订单没有待审核的阶段。',
  saveFailed: '操作失败，请稍后重试',
} as const;

/**
 * An order's state as the console says it: what happened, and what is next (issue 37: not
 * “已通过未申请”). Sandbox first; after the sandbox opens, the enterprise may ask for production
 * once, which another operator reviews.
 */
export const APPLICATION_STATES = {
  submitted: { label: '待审核沙箱接入', next: '下一步：请审核沙箱阶段，通过即为企业开通沙箱环境', colour: 'processing' },
  sandboxOpen: { label: '沙箱已开通', next: '下一步：等待企业申请生产环境，暂无需处理', colour: 'success' },
  productionRequested: { label: '企业已申请生产环境', next: '下一步：由另一位运营人员审核生产阶段', colour: 'processing' },
  productionOpen: { label: '生产环境已开通', next: '流程已完成，无需处理', colour: 'success' },
  productionRejected: { label: '生产环境申请被拒绝', next: '流程已结束：沙箱仍可使用，企业如需生产环境须重新提交申请', colour: 'error' },
  rejected: { label: '沙箱接入申请被拒绝', next: '流程已结束：企业可修改后重新提交申请', colour: 'error' },
  withdrawn: { label: '企业已撤回申请', next: '流程已结束，无需处理', colour: 'default' },
} as const;
