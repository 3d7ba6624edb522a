import { isCreditCode } from '@portal/contract/validate/credit-code';
import { corporateAccountNo } from './account-number.ts';
import type { Prng } from './prng.ts';

/**
 * Made-up enterprises, directors and accounts of the volume ledger (`npm run seed:volume`, issue
 * 23). Ids, names, numbers and codes are fixed by the enterprise's position, so they never collide
 * with the demo's and the same run always names the same things.
 */
const CITIES = ['深圳', '广州', '东莞', '佛山', '珠海', '惠州', '中山', '江门', '汕头', '湛江'];
const WORDS = ['宏达', '华晟', '启航', '锦程', '恒信', '万联', '瑞和', '博远', '中拓', '同创', '嘉禾', '鑫源', '天工', '汇丰源', '长青', '新纪元', '海川', '盛世', '卓立', '百川'];
const TRADES = ['电子科技', '贸易', '物流', '建筑工程', '医疗器械', '食品', '新材料', '信息技术', '智能装备', '环保科技'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞', '平', '刚', '桂英', '志强'];

const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code (GB 32100-2015) ending in its check character. */
export function creditCodeOf(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_ALPHABET.indexOf(body17[i]!) * CREDIT_WEIGHTS[i]!;
  const code = body17 + CREDIT_ALPHABET[(31 - (sum % 31)) % 31]!;
  if (!isCreditCode(code)) throw new Error(`not a credit code: ${code}`);
  return code;
}

export interface VolumeEnterprise {
  id: string;
  name: string;
  creditCode: string;
  director: { id: string; userNo: string; loginName: string; phone: string; realName: string };
  accounts: Array<{ accountNo: string; accountName: string; accountType: '0' | '2'; currency: 'CNY' | 'USD'; branchName: string; openedOn: string; openingBalanceFen: number }>;
}

const BRANCHES = ['深圳分行营业部', '深圳南山科技园支行', '深圳福田中心区支行', '广州天河支行', '东莞南城支行'];

/** The `n`th (from 1) volume enterprise with its director and its 3 to 5 accounts. */
export function volumeEnterprise(n: number, rnd: Prng): VolumeEnterprise {
  const seq = String(n).padStart(3, '0');
  const name = `${CITIES[n % CITIES.length]}市${WORDS[Math.floor(n / CITIES.length) % WORDS.length]}${TRADES[n % TRADES.length]}有限公司${n > CITIES.length * WORDS.length ? `（${n}）` : ''}`;
  const accountCount = 3 + (n % 3);
  const accounts = Array.from({ length: accountCount }, (_, k) => {
    const usd = k === 2;
    const fixed = k === 3;
    return {
      accountNo: corporateAccountNo('7559', usd ? '13' : fixed ? '21' : '01', 300_000_000_000 + n * 10 + k),
      accountName: name,
      accountType: fixed ? ('2' as const) : ('0' as const),
      currency: usd ? ('USD' as const) : ('CNY' as const),
      branchName: BRANCHES[(n + k) % BRANCHES.length]!,
      openedOn: `20${String(10 + (n % 12)).padStart(2, '0')}-0${1 + (k % 9)}-1${k}`,
      // Large enough that a random walk of a few thousand bookings seldom dips below zero.
      openingBalanceFen: rnd.int(1_500_000_000, 4_000_000_000),
    };
  });
  return {
    id: `E9${String(n).padStart(8, '0')}`,
    name,
    creditCode: creditCodeOf(`91440300MA59${String(n).padStart(5, '0')}`),
    director: {
      id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      userNo: `69${String(n).padStart(8, '0')}`,
      loginName: `vol_dir_${seq}`,
      phone: `1992300${String(n).padStart(4, '0')}`,
      realName: `${SURNAMES[n % SURNAMES.length]}${GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length]}`,
    },
    accounts,
  };
}

/** Counterparties of the volume rows: names and one account number each. */
export const VOLUME_COUNTERPARTIES = Array.from({ length: 60 }, (_, i) => ({
  name: `${CITIES[i % CITIES.length]}${WORDS[(i * 7) % WORDS.length]}${TRADES[(i * 3) % TRADES.length]}有限公司`,
  account: `6${String(4_400_000_000_000_000 + i * 7_919_000_013).padStart(17, '0')}`,
}));
export const INCOME_SUMMARIES = ['货款', '服务费', '项目款', '往来款', '退款'];
export const EXPENSE_SUMMARIES = ['采购款', '运费', '房租', '工资', '税费', '手续费', '服务费'];
/** Channels with their weights, as a list to pick from uniformly. */
export const VOLUME_CHANNELS = ['网银', '网银', '网银', '银企直联', '银企直联', '手机银行', '柜面', '批量代发'];
