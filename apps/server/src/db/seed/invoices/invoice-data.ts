import type { InvoiceStatus, InvoiceTypeCode } from '@portal/contract/calls/invoice-check/kinds';

/** GB 32100 check character, so the seeded tax ids are valid credit codes. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
function creditCode(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return first17 + ALPHABET[(31 - (sum % 31)) % 31]!;
}

export interface SeedInvoice {
  typeCode: InvoiceTypeCode;
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: string;
  amountFen: number;
  taxFen: number;
  checkCode: string;
  sellerName: string;
  sellerTaxId: string;
  buyerName: string;
  buyerTaxId: string;
  itemsSummary: string;
  status: InvoiceStatus;
}

const SELLERS = [
  ['深圳市华讯电子科技有限公司', '91440300MA5DQ8RT1', '*电子元件*集成电路', 13],
  ['上海恒源机械设备有限公司', '91310115MA1K4GH52', '*通用设备*数控机床配件', 13],
  ['北京中科云图信息技术有限公司', '91110108MA01N6Y83', '*信息技术服务*软件开发服务', 6],
  ['广州市穗丰物流有限公司', '91440101MA59TKW24', '*运输服务*国内道路货物运输服务', 9],
  ['杭州绿源环保工程有限公司', '91330106MA2H0LQ75', '*建筑服务*污水处理工程', 9],
  ['成都天府办公用品有限公司', '91510104MA6CJ3P96', '*纸制品*复印纸 A4 70g', 13],
  ['南京金陵建材贸易有限公司', '91320105MA1W8XE07', '*建筑材料*普通硅酸盐水泥', 13],
  ['武汉长江会展服务有限公司', '91420106MA4KRB5N8', '*现代服务*会议展览服务', 6],
  ['苏州工业园区精工模具有限公司', '91320594MA1MYD2U9', '*金属制品*注塑模具', 13],
  ['天津滨海新能源科技有限公司', '91120116MA06H1TK0', '*电气机械*光伏组件', 13],
] as const;

const BUYERS = [
  ['鼎信示范科技有限公司', '91440300MA5G8K2Q7T'],
  ['北京示例贸易有限公司', '91110105MA01ABCD13'],
  ['上海示例物流有限公司', '91310000MA1FL0QX36'],
  ['厦门海润进出口有限公司', creditCode('91350200MA2XQ7L3B')],
  ['青岛海湾食品股份有限公司', creditCode('91370200MA3C5R8U2')],
  ['重庆山城汽车零部件有限公司', creditCode('91500112MA5U9KD61')],
] as const;

/** A seeded pseudo-random stream: the same 50 invoices in every database. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

const digits = (next: () => number, n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Known invoices the tests, the journey and the README use: a special invoice (checked by
 * amount), an electronic ordinary one (check code), a fully-digital one, a void and a
 * red-flushed one.
 */
export const SAMPLE_INVOICES = {
  special: {
    typeCode: '01', invoiceCode: '4403211130', invoiceNo: '03581244', invoiceDate: '2025-03-15', amountFen: 8_849_558, taxFen: 1_150_442, checkCode: '',
    sellerName: SELLERS[0][0], sellerTaxId: creditCode(SELLERS[0][1]), buyerName: BUYERS[0][0], buyerTaxId: BUYERS[0][1], itemsSummary: '*电子元件*集成电路 STM32F103 2000片', status: 'normal',
  },
  ordinary: {
    typeCode: '10', invoiceCode: '044032300111', invoiceNo: '12873645', invoiceDate: '2025-06-02', amountFen: 283_019, taxFen: 16_981, checkCode: '61837204958173620415',
    sellerName: SELLERS[2][0], sellerTaxId: creditCode(SELLERS[2][1]), buyerName: BUYERS[1][0], buyerTaxId: BUYERS[1][1], itemsSummary: '*信息技术服务*软件维护服务 2025年6月', status: 'normal',
  },
  digital: {
    typeCode: '32', invoiceCode: '', invoiceNo: '25442000000115720394', invoiceDate: '2025-09-18', amountFen: 188_679, taxFen: 11_321, checkCode: '',
    sellerName: SELLERS[7][0], sellerTaxId: creditCode(SELLERS[7][1]), buyerName: BUYERS[0][0], buyerTaxId: BUYERS[0][1], itemsSummary: '*现代服务*会议展览服务 秋季展位费', status: 'normal',
  },
  void: {
    typeCode: '04', invoiceCode: '044031900104', invoiceNo: '00917733', invoiceDate: '2025-01-20', amountFen: 150_000, taxFen: 19_500, checkCode: '40391826675501938264',
    sellerName: SELLERS[5][0], sellerTaxId: creditCode(SELLERS[5][1]), buyerName: BUYERS[2][0], buyerTaxId: BUYERS[2][1], itemsSummary: '*纸制品*复印纸 A4 70g 50箱', status: 'void',
  },
  red: {
    typeCode: '01', invoiceCode: '3100214130', invoiceNo: '07731520', invoiceDate: '2024-11-08', amountFen: 2_654_867, taxFen: 345_133, checkCode: '',
    sellerName: SELLERS[1][0], sellerTaxId: creditCode(SELLERS[1][1]), buyerName: BUYERS[5][0], buyerTaxId: BUYERS[5][1], itemsSummary: '*通用设备*数控机床主轴 3台', status: 'red',
  },
} as const satisfies Record<string, SeedInvoice>;

/** Forty-five more, spread over kinds, sellers, buyers and 2024-2025. */
function generated(): SeedInvoice[] {
  const next = random(24_71);
  const kinds: InvoiceTypeCode[] = ['01', '01', '04', '10', '10', '32', '31', '08'];
  const out: SeedInvoice[] = [];
  for (let i = 0; i < 45; i++) {
    const typeCode = kinds[i % kinds.length]!;
    const [sellerName, sellerPrefix, item, rate] = SELLERS[Math.floor(next() * SELLERS.length)]!;
    const [buyerName, buyerTaxId] = BUYERS[Math.floor(next() * BUYERS.length)]!;
    const region = ['4403', '3100', '1100', '4401', '3301'][i % 5]!;
    const year = 2024 + (i % 2);
    const invoiceDate = `${year}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`;
    const yy = String(year).slice(2);
    let invoiceCode: string;
    let invoiceNo = digits(next, 8);
    if (typeCode === '31' || typeCode === '32') {
      invoiceCode = '';
      invoiceNo = `${yy}${region.slice(0, 2)}2000000${digits(next, 9)}`;
    } else if (typeCode === '01') invoiceCode = `${region}${yy}1${'15'[i % 2]}30`; // 10 digits, 8th digit 1 or 5: special
    else if (typeCode === '08') invoiceCode = `0${region}${yy}00${digits(next, 1)}13`; // 12 digits ending 13: e-special
    else invoiceCode = `0${region}${yy}00${digits(next, 1)}${typeCode === '10' ? '11' : '04'}`; // 12 digits: ordinary
    const amountFen = (1 + Math.floor(next() * 500)) * 100 * (1 + Math.floor(next() * 40)) + Math.floor(next() * 100);
    const special = ['01', '08', '31', '32'].includes(typeCode);
    out.push({
      typeCode,
      invoiceCode,
      invoiceNo,
      invoiceDate,
      amountFen,
      taxFen: Math.round((amountFen * rate) / 100),
      checkCode: special ? '' : digits(next, 20),
      sellerName,
      sellerTaxId: creditCode(sellerPrefix),
      buyerName,
      buyerTaxId,
      itemsSummary: `${item} ${1 + Math.floor(next() * 200)}${item.includes('服务') ? '项' : '件'}`,
      status: i % 15 === 7 ? 'void' : i % 15 === 11 ? 'red' : 'normal',
    });
  }
  return out;
}

export const SEED_INVOICES: SeedInvoice[] = [...Object.values(SAMPLE_INVOICES), ...generated()];
