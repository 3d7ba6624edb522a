/** Strings of the audit-log screen. */
export const AUDIT_TEXTS = {
  title: '操作日志',
  intro: '运营人员在各管理台所做的每一次修改：操作人、时间、对象，以及修改前后的内容。',
  period: '时间范围',
  entity: '对象类型',
  allEntities: '全部对象',
  operator: '操作人',
  allOperators: '全部操作人',
  keyword: '关键字',
  keywordPlaceholder: '搜索摘要、对象编号或操作人',
  search: '查询',
  reset: '重置',
  colAt: '时间',
  colWho: '操作人',
  colEntity: '对象',
  colAction: '操作',
  colSummary: '摘要',
  detail: '详情',
  detailTitle: '修改详情',
  diffTitle: '修改前后对比',
  place: '修改位置',
  noDiff: '没有字段差异（例如仅上传或删除了整条记录）',
  before: '修改前',
  after: '修改后',
  rawBefore: '修改前（完整记录）',
  rawAfter: '修改后（完整记录）',
  none: '（无）',
  added: '新增',
  removed: '删除',
  changed: '修改',
  loadFailed: '操作日志加载失败，请稍后重试。',
  entities: {
    page: '页面配置',
    image: '图片',
    systemParam: '系统参数',
    article: '资讯公告',
    document: '文档',
    guide: '操作指南',
    disclaimer: '协议声明',
    product: '产品',
    fund: '基金',
    forex: '外汇牌价',
    knowledge: '知识库',
    loginPage: '登录页',
    branch: '网点',
    // audit entities: identity review (issue 21)
    enterpriseAuth: '企业认证',
    personRegistry: '个人实名登记库',
    enterpriseRegistry: '企业登记库',
    // end audit entities: identity review
    // audit entities: unified login (issue 22)
    unifiedSystem: '统一登录业务系统',
    // end audit entities: unified login
    // audit entities: environmental-benefit estimate (issue 24)
    envFactor: '排放因子',
    // end audit entities: environmental-benefit estimate
    // audit entities: eseal (issue 24); since issue 36 in the one table of envFactor (migration 0034)
    carbonFactor: '碳账户排放因子（已并入排放因子）',
    // end audit entities: eseal
  } as Record<string, string>,
  actions: {
    saveDraft: '保存草稿',
    discardDraft: '放弃草稿',
    publish: '发布',
    rollback: '回滚',
    create: '新增',
    update: '修改',
    delete: '删除',
    import: '导入',
    upload: '上传',
    offline: '下线',
    online: '上线',
    // audit actions: identity review (issue 21)
    approve: '审核通过',
    reject: '审核拒绝',
    // end audit actions: identity review
    // audit actions: one table of emission factors (issue 36, migration 0034)
    merge: '合并',
    // end audit actions: one table of emission factors
  } as Record<string, string>,
} as const;
