import type { CourierCode } from '@portal/contract/calls/checks/couriers';
import type { GuaranteeType, SealedDocType } from '@portal/contract/calls/checks/fields';

/**
 * Made-up registries for the check tools (issue 24) of demo and test servers: ~30 guarantees,
 * ~30 confirmation letters with their progress and ~30 sealed documents. The first rows of each
 * are the demo rows README lists; the rest come from a fixed pseudo-random sequence, so every
 * server seeds the same numbers and codes.
 */
export interface SeedGuarantee {
  guaranteeNo: string;
  verifyCode: string;
  type: GuaranteeType;
  issuer: string;
  applicant: string;
  beneficiary: string;
  currency: string;
  amountMinor: number;
  issuedOn: string;
  validFrom: string;
  validUntil: string;
  status: 'valid' | 'cancelled' | 'claimed';
  statusOn: string | null;
}

export interface SeedLetter {
  letterNo: string;
  queryCode: string;
  auditFirm: string;
  auditedEntity: string;
  branch: string;
  platform: string;
  events: Array<{ channel: 'paper' | 'electronic'; step: string; at: string; courier?: CourierCode; waybillNo?: string; note?: string }>;
}

export interface SeedSeal {
  antiFakeCode: string;
  sealOwner: string;
  sealName: string;
  docType: SealedDocType;
  docNo: string;
  docTitle: string;
  /** Beijing time. */
  sealedAt: string;
  certSerial: string;
  certValidFrom: string;
  certValidUntil: string;
  sealRevokedAt: string | null;
}

const BRANCHES = ['鼎信银行北京分行', '鼎信银行上海分行', '鼎信银行广州分行', '鼎信银行深圳分行', '鼎信银行杭州分行', '鼎信银行成都分行'];
const COMPANIES = [
  '北京华建城市建设工程有限公司',
  '上海浦江机电设备安装有限公司',
  '广州南粤市政工程有限公司',
  '深圳前海智联科技有限公司',
  '杭州西溪环境工程有限公司',
  '成都蜀都交通建设有限公司',
  '天津滨港物流有限公司',
  '苏州工业园区新材料有限公司',
  '武汉长江精密制造有限公司',
  '南京金陵医药有限公司',
];
const BENEFICIARIES = [
  '北京市朝阳区城市管理委员会',
  '上海申通地铁建设集团有限公司',
  '广州市公共资源交易中心',
  '深圳市水务（集团）有限公司',
  '杭州市城市建设投资集团有限公司',
  '成都市公共交通集团有限公司',
  '中国铁建股份有限公司',
  '国网浙江省电力有限公司',
];
const AUDIT_FIRMS = ['信和会计师事务所（特殊普通合伙）', '立达会计师事务所（特殊普通合伙）', '华诚会计师事务所有限公司', '中勤会计师事务所（特殊普通合伙）'];
const PLATFORM = '银行函证区块链服务平台';
const TYPES: GuaranteeType[] = ['bid', 'performance', 'advancePayment', 'quality', 'payment', 'financing', 'customs', 'litigation'];
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** mulberry32: a small fixed sequence, the same on every machine. */
function sequence(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const chars = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join('');
  return { int, pick, chars };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function guarantees(): SeedGuarantee[] {
  const demo: SeedGuarantee[] = [
    { guaranteeNo: 'BH202603140012', verifyCode: '7K3Q9P2M', type: 'performance', issuer: BRANCHES[0]!, applicant: COMPANIES[0]!, beneficiary: BENEFICIARIES[0]!, currency: 'CNY', amountMinor: 125_000_000, issuedOn: '2026-03-14', validFrom: '2026-03-14', validUntil: '2028-03-13', status: 'valid', statusOn: null },
    { guaranteeNo: 'BH202406200031', verifyCode: 'H4W8N2XR', type: 'bid', issuer: BRANCHES[1]!, applicant: COMPANIES[1]!, beneficiary: BENEFICIARIES[1]!, currency: 'CNY', amountMinor: 8_000_000, issuedOn: '2024-06-20', validFrom: '2024-06-20', validUntil: '2024-12-31', status: 'valid', statusOn: null },
    { guaranteeNo: 'BH202509010007', verifyCode: 'P9D3M6TA', type: 'advancePayment', issuer: BRANCHES[2]!, applicant: COMPANIES[2]!, beneficiary: BENEFICIARIES[2]!, currency: 'CNY', amountMinor: 360_000_000, issuedOn: '2025-09-01', validFrom: '2025-09-01', validUntil: '2027-08-31', status: 'cancelled', statusOn: '2026-02-10' },
    { guaranteeNo: 'BH202511180023', verifyCode: 'Z5C7K4VE', type: 'quality', issuer: BRANCHES[3]!, applicant: COMPANIES[3]!, beneficiary: BENEFICIARIES[3]!, currency: 'USD', amountMinor: 45_000_000, issuedOn: '2025-11-18', validFrom: '2025-12-01', validUntil: '2027-11-30', status: 'claimed', statusOn: '2026-08-05' },
  ];
  const s = sequence(24_0001);
  const rest = Array.from({ length: 26 }, (_, i): SeedGuarantee => {
    const issuedOn = `${2024 + s.int(3)}-${pad(1 + s.int(12))}-${pad(1 + s.int(28))}`;
    const months = [6, 12, 18, 24, 36][s.int(5)]!;
    const roll = s.int(10);
    return {
      guaranteeNo: `BH${issuedOn.replace(/-/g, '')}${pad(40 + i, 4)}`,
      verifyCode: s.chars(CODE_ALPHABET, 8),
      type: s.pick(TYPES),
      issuer: s.pick(BRANCHES),
      applicant: s.pick(COMPANIES),
      beneficiary: s.pick(BENEFICIARIES),
      currency: roll === 9 ? 'USD' : 'CNY',
      amountMinor: (5 + s.int(500)) * 1_000_000,
      issuedOn,
      validFrom: issuedOn,
      validUntil: addDays(issuedOn, Math.round(months * 30.4) - 1),
      status: roll === 0 ? 'cancelled' : roll === 1 ? 'claimed' : 'valid',
      statusOn: roll <= 1 ? addDays(issuedOn, 60 + s.int(90)) : null,
    };
  });
  return [...demo, ...rest];
}

function letters(): SeedLetter[] {
  const demo: SeedLetter[] = [
    {
      letterNo: 'XZH202603000123',
      queryCode: '482915',
      auditFirm: AUDIT_FIRMS[0]!,
      auditedEntity: COMPANIES[4]!,
      branch: BRANCHES[4]!,
      platform: '',
      events: [
        { channel: 'paper', step: 'received', at: '2026-03-09 10:12:00', note: '柜面签收，函件齐全' },
        { channel: 'paper', step: 'processing', at: '2026-03-10 14:30:00', note: '已核对账户余额与借款信息' },
        { channel: 'paper', step: 'sentBack', at: '2026-03-12 16:05:00', courier: 'SF', waybillNo: 'SF1425367890123', note: '按询证函所附地址寄回会计师事务所' },
      ],
    },
    {
      letterNo: 'XZH202603000124',
      queryCode: '730146',
      auditFirm: AUDIT_FIRMS[1]!,
      auditedEntity: COMPANIES[5]!,
      branch: BRANCHES[5]!,
      platform: PLATFORM,
      events: [
        { channel: 'electronic', step: 'received', at: '2026-03-16 09:01:00' },
        { channel: 'electronic', step: 'processing', at: '2026-03-16 11:20:00' },
        { channel: 'electronic', step: 'replied', at: '2026-03-17 15:45:00', note: '回函已加盖电子印章' },
        { channel: 'electronic', step: 'closed', at: '2026-03-18 10:00:00' },
      ],
    },
    {
      letterNo: 'XZH202610000301',
      queryCode: '265803',
      auditFirm: AUDIT_FIRMS[2]!,
      auditedEntity: COMPANIES[6]!,
      branch: BRANCHES[0]!,
      platform: '',
      events: [
        { channel: 'paper', step: 'received', at: '2026-10-26 15:40:00' },
        { channel: 'paper', step: 'processing', at: '2026-10-27 09:15:00', note: '涉及多个账户，正在逐一核对' },
      ],
    },
  ];
  const s = sequence(24_0002);
  const couriers: CourierCode[] = ['SF', 'EMS', 'JD', 'ZTO'];
  const rest = Array.from({ length: 27 }, (_, i): SeedLetter => {
    const day = `2026-${pad(1 + s.int(10))}-${pad(1 + s.int(25))}`;
    const at = (d: number, h: number) => `${addDays(day, d)} ${pad(h)}:${pad(s.int(60))}:00`;
    const electronic = s.int(3) === 0;
    const progress = 1 + s.int(electronic ? 4 : 3);
    const events: SeedLetter['events'] = [];
    if (electronic) {
      (['received', 'processing', 'replied', 'closed'] as const).slice(0, progress).forEach((step, k) => events.push({ channel: 'electronic', step, at: at(k, 9 + k * 2) }));
    } else {
      (['received', 'processing', 'sentBack'] as const).slice(0, progress).forEach((step, k) => {
        const courier = s.pick(couriers);
        events.push(
          step === 'sentBack'
            ? { channel: 'paper', step, at: at(k + 1, 16), courier, waybillNo: `${courier === 'SF' ? 'SF' : courier === 'JD' ? 'JDV' : ''}${s.chars('0123456789', 13)}` }
            : { channel: 'paper', step, at: at(k, 10 + k * 3) },
        );
      });
    }
    return {
      letterNo: `XZH${day.slice(0, 4)}${day.slice(5, 7)}${pad(200 + i, 6)}`,
      queryCode: s.chars('0123456789', 6),
      auditFirm: s.pick(AUDIT_FIRMS),
      auditedEntity: s.pick(COMPANIES),
      branch: s.pick(BRANCHES),
      platform: electronic ? PLATFORM : '',
      events,
    };
  });
  return [...demo, ...rest];
}

const DOCS: Array<{ type: SealedDocType; seal: string; title: string; prefix: string }> = [
  { type: 'receipt', seal: '电子回单专用章', title: '网上银行电子回单（转账）', prefix: 'HD' },
  { type: 'statement', seal: '对账专用章', title: '企业账户对账单', prefix: 'DZ' },
  { type: 'balanceCertificate', seal: '业务专用章', title: '单位存款证明书', prefix: 'CZ' },
  { type: 'creditCertificate', seal: '业务专用章', title: '资信证明书', prefix: 'ZX' },
  { type: 'confirmationReply', seal: '询证函回函专用章', title: '银行询证函回函', prefix: 'HH' },
  { type: 'guarantee', seal: '保函专用章', title: '履约保函（电子）', prefix: 'DB' },
];

function seals(): SeedSeal[] {
  const base = { certValidFrom: '2025-01-01', certValidUntil: '2027-12-31' };
  const demo: SeedSeal[] = [
    { antiFakeCode: 'A3F9K2M7Q8R4T6W1', sealOwner: BRANCHES[0]!, sealName: '电子回单专用章', docType: 'receipt', docNo: 'HD20260314000123', docTitle: '网上银行电子回单（转账）', sealedAt: '2026-03-14 10:21:08', certSerial: '3A9F00120B', ...base, sealRevokedAt: null },
    { antiFakeCode: 'B7H2N5Q9X3C8V4M6', sealOwner: BRANCHES[1]!, sealName: '业务专用章', docType: 'balanceCertificate', docNo: 'CZ20260610000045', docTitle: '单位存款证明书', sealedAt: '2026-06-10 09:30:00', certSerial: '3A9F00120C', ...base, sealRevokedAt: '2026-05-31 18:00:00' },
    { antiFakeCode: 'C4K8P2T6W9Y3D7F5', sealOwner: BRANCHES[2]!, sealName: '对账专用章', docType: 'statement', docNo: 'DZ20260115000210', docTitle: '企业账户对账单（2025年12月）', sealedAt: '2026-01-15 08:00:00', certSerial: '2B11004F7A', certValidFrom: '2023-01-01', certValidUntil: '2025-12-31', sealRevokedAt: null },
    { antiFakeCode: 'D2M6R9V3X7B5G8J4', sealOwner: BRANCHES[3]!, sealName: '询证函回函专用章', docType: 'confirmationReply', docNo: 'HH20260302000018', docTitle: '银行询证函回函', sealedAt: '2026-03-02 16:45:12', certSerial: '3A9F00120D', ...base, sealRevokedAt: '2026-09-30 17:00:00' },
  ];
  const s = sequence(24_0003);
  const rest = Array.from({ length: 26 }, (_, i): SeedSeal => {
    const doc = s.pick(DOCS);
    const day = `2026-${pad(1 + s.int(10))}-${pad(1 + s.int(28))}`;
    return {
      antiFakeCode: s.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16),
      sealOwner: s.pick(BRANCHES),
      sealName: doc.seal,
      docType: doc.type,
      docNo: `${doc.prefix}${day.replace(/-/g, '')}${pad(300 + i, 6)}`,
      docTitle: doc.title,
      sealedAt: `${day} ${pad(8 + s.int(10))}:${pad(s.int(60))}:${pad(s.int(60))}`,
      certSerial: `3A9F0${pad(130 + i, 3)}${s.chars('0123456789ABCDEF', 2)}`,
      ...base,
      sealRevokedAt: null,
    };
  });
  return [...demo, ...rest];
}

export const SEED_GUARANTEES = guarantees();
export const SEED_LETTERS = letters();
export const SEED_SEALS = seals();
