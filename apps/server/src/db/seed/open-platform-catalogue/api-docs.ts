import type { OpenApiCode } from '@portal/contract/open-platform/apis';
import { referenceSections, type Section } from './reference-sections.ts';

/**
 * The hand-written part of the eight APIs' documentation (issue 26 point 1): what each API is
 * for, and its official Q&A. Every statement is what the sandbox does (sandbox-apis.ts,
 * gateway-auth.ts, rate-window.ts); the reference sections are generated (reference-sections.ts).
 */
export interface ApiDocSource {
  purpose: string;
  questions: Array<[question: string, answer: string]>;
}

const NOT_SERVED = '沙箱暂未提供此接口，调用返回 HTTP 501 与错误码 501360；本说明面向生产环境。';

/** Questions every integrator asks, listed under the first API of the catalogue. */
const SIGNING_QA: Array<[string, string]> = [
  ['如何对请求签名？', '待签名串由 HTTP 方法、请求路径、按名称排序的查询参数、请求体的 SM3 摘要（小写十六进制）、x-timestamp、x-nonce 六行以换行符连接。x-sign-method 为 SM2（默认，以在「我的API」上传的 SM2 公钥验签）或 HMAC-SM3（以 AppSecret 为密钥），签名放在 x-signature。每个接口的“示例”给出了一次真实计算的待签名串与签名，可用于核对实现。'],
  ['为什么提示时间戳相差超过 5 分钟（401362）？', 'x-timestamp 须为毫秒时间戳，与服务器时间相差不得超过 ±5 分钟。请校准服务器时钟（NTP），并在每次发送前重新生成时间戳与签名，不要复用旧请求。'],
  ['同一个请求可以重发吗？', 'x-nonce 在 10 分钟内不得重复，重复的请求返回 401363，防止请求被截获重放。重试时请生成新的随机数与时间戳并重新签名；转账的重试请沿用原 requestNo（见“单笔转账支付”）。'],
  ['调用频率有限制吗？', '有，按密钥（AppId）计：每分钟最多 600 次（以「我的API」中该密钥的设定为准），按自然分钟计数。超出时返回 HTTP 429 与错误码 429360，并带 Retry-After 头（秒），请等待该时长后重试。'],
  ['来源 IP 被拒绝（403360）怎么办？', '密钥设置了 IP 白名单时，只接受白名单内地址（或网段）的调用；白名单为空时不限来源。请在「我的API」维护该密钥的 IP 白名单，改动立即生效。'],
  ['轮换或作废密钥后旧密钥还能用吗？', '不能。轮换后新的 AppSecret 只显示一次，旧的立即失效；作废后该 AppId 的调用返回 401364。请先在所有调用方准备好更换，再执行轮换。'],
];

export const API_DOCS: Record<OpenApiCode, ApiDocSource> = {
  'account.list': {
    purpose: '查询本企业的全部账户，返回账号、户名、账户性质、币种与状态。沙箱中返回本企业的测试账户：首次签发沙箱密钥时自动生成三个（基本存款账户、一般存款账户各一个人民币账户，以及一个美元外币账户），账号以 62299 开头，状态均为 NORMAL。',
    questions: [
      ['沙箱的测试账户从哪里来？', '企业首次签发沙箱密钥时，系统自动生成三个测试账户及其近 60 天的交易明细，只存在于沙箱中，不涉及任何真实账户。账号可通过本接口查询。'],
      ...SIGNING_QA,
    ],
  },
  'account.balance': {
    purpose: '查询单个账户的余额与可用余额，金额为以元为单位的字符串，asOf 为取数时间。账户须属于调用方企业，否则返回 404370。沙箱中没有冻结与在途资金，可用余额等于余额；沙箱转账成功后余额随即变化。',
    questions: [
      ['金额为什么是字符串？', '为避免浮点数精度丢失，所有金额以字符串形式返回，单位为元，最多两位小数（如 "1234.50"）。请在程序中使用十进制类型（如 Java 的 BigDecimal）解析，不要转为浮点数。'],
      ['查询别的企业的账号会怎样？', '只能查询本企业的账户，其他账号一律返回 404370（该测试账户不存在），不会泄露账户是否存在。'],
    ],
  },
  'account.transactions': {
    purpose: '按日期区间分页查询账户的交易明细，含方向、金额、交易后余额、对方户名账号与摘要，按交易时间从新到旧排列。日期按北京时间计，起止日期均可不填：默认截止今天、共 90 天；区间不能超过一年，结束日期不能早于开始日期（否则返回 400370）。每页默认 20 条、最多 100 条。',
    questions: [
      ['如何避免翻页时漏单或重复？', '明细按交易时间从新到旧排列，拉取期间新发生的交易会排到第一页，使后面的页整体后移。请固定起止日期后按页码拉取，以 transactionId 去重，并核对 total。'],
      ['沙箱里有多少明细？', '每个测试账户生成时带有约 30 笔、分布在近 60 天内的交易；在沙箱中转账会新增付款方的支出明细，收款方为本企业另一测试账户时同时新增收入明细。'],
    ],
  },
  'payment.transfer': {
    purpose: '从本企业的账户向收款账户转账。企业流水号 requestNo 保证幂等：同一流水号、相同内容重复提交只执行一次并返回首次的支付结果；同一流水号用于不同内容返回 409371。沙箱中转账同步完成（状态 SUCCESS），从付款测试账户扣款；余额不足返回 409370；收款方为本企业另一测试账户（同币种）时该账户同时入账。',
    questions: [
      ['网络超时后可以重新提交吗？', '可以，且应当使用原 requestNo 重新提交（随机数与签名须重新生成）。银行按企业流水号幂等处理，不会重复扣款，返回的是首次的支付结果；也可以用首次返回的 paymentId 调用“支付结果查询”。'],
      ['沙箱转账会动用真实资金吗？', '不会。沙箱只在本企业的测试账户之间记账，收款账号若不是本企业的测试账户，仅扣减付款测试账户的余额。'],
    ],
  },
  'payment.status': {
    purpose: '按支付编号（转账返回的 paymentId，SP 开头）查询支付的状态与详情，返回内容与转账受理时相同。只能查询本企业发起的支付，其他编号返回 404371。',
    questions: [
      ['能按企业流水号查询吗？', '本接口只接受 paymentId。若转账超时未拿到 paymentId，请用原 requestNo 与原内容重新提交转账，幂等处理会返回首次的支付结果及其 paymentId。'],
    ],
  },
  'payroll.batch': {
    purpose: `提交一批代发工资等明细，由银行逐笔入账。${NOT_SERVED}`,
    questions: [['沙箱能调试批量代发吗？', '暂不能。沙箱对该接口返回 501360，可先在沙箱中用“单笔转账支付”调通签名与幂等流程；批量代发的字段请以生产接入时的接口规范为准。']],
  },
  'receipt.download': {
    purpose: `按交易流水号下载该笔交易的电子回单（PDF）。${NOT_SERVED}`,
    questions: [['沙箱能下载回单吗？', '暂不能，沙箱对该接口返回 501360。回单的流水号即“账户明细查询”返回的 transactionId。']],
  },
  'invoice.query': {
    purpose: `查询本行为企业开具的电子发票。${NOT_SERVED}`,
    questions: [['沙箱能查询发票吗？', '暂不能，沙箱对该接口返回 501360；该接口的字段请以生产接入时的接口规范为准。']],
  },
};

/** The five sections of an API's page, as stored: 功能说明 written by hand, the rest generated. */
export function sectionsOf(apiCode: OpenApiCode): Section[] {
  return [{ key: 'purpose', title: '功能说明', body: API_DOCS[apiCode].purpose }, ...referenceSections(apiCode)];
}
