/**
 * The service agreement an applicant reads and accepts (issue 26 point 2). Its version is stored
 * on the order; a new text gets a new version, and an application accepted under an older one is
 * refused so the applicant reads what is in force.
 */
export const OPEN_API_AGREEMENT = {
  version: '2026-11-v1',
  title: '银企直联开放平台服务协议',
  paragraphs: [
    '一、本协议由申请企业（以下简称“企业”）与本行就银企直联开放平台（以下简称“平台”）API接入服务订立。企业提交申请即表示已阅读并同意本协议全部条款。',
    '二、企业应确保申请信息真实、准确、完整，并仅将所获API能力用于申请用途所述的本企业自身业务，不得转让、出租或提供给第三方使用。',
    '三、本行审核通过后为企业开通沙箱环境；沙箱测试完成后，企业可申请生产环境，经本行另行审核通过后开通。本行有权根据审核结果拒绝申请并告知原因。',
    '四、企业应妥善保管平台颁发的应用凭证与密钥，因企业保管不善导致的损失由企业自行承担；发现泄露应立即在平台重置并通知本行。',
    '五、企业应遵守平台的调用频率、数据安全与个人信息保护要求；违反约定或存在风险的，本行有权暂停或终止相关API权限。',
    '六、本行将通过企业设置的回调地址与联系人发送审核结果、密钥到期、调用异常等通知，企业应保持联系方式有效。',
    '七、本协议未尽事宜，以本行企业网上银行服务协议及相关业务规则为准。',
  ],
} as const;
