import { addDays, addMonths, addYears, beijingInstant, isWorkday } from './calendar.ts';
import { createPrng, type Prng } from './prng.ts';
import {
  CUSTOMERS,
  DEMO_ACCOUNTS,
  INSTITUTIONS,
  SUPPLIERS,
  USD_CUSTOMERS,
  USD_SUPPLIERS,
  type Counterparty,
  type DemoAccount,
  type DemoAccountRole,
} from './demo-ledger-data.ts';

/** One generated transaction of the demo ledger, in booking order within its account. */
export interface DemoRow {
  accountNo: string;
  bookingDate: string;
  valueDate: string;
  bookedAt: Date;
  amountFen: number;
  borrowTag: '0' | '1';
  counterpartyName: string;
  counterpartyAccount: string;
  summary: string;
  channel: string;
  serialNo: string;
}

export interface DemoHistory {
  firstDay: string;
  lastDay: string;
  accounts: DemoAccount[];
  /** Each account's rows in booking order. */
  rows: Map<string, DemoRow[]>;
}

const yuan = (amount: number) => Math.round(amount * 100);
/** Rounded to whole hundreds of yuan, as invoices between companies often are. */
const roundYuan = (rnd: Prng, amount: number) => (rnd.chance(0.5) ? Math.round(amount / 100) * 10_000 : yuan(amount));

/** The bank's tiered fee for a transfer to another bank (fen). */
function crossBankFee(amountFen: number): number {
  if (amountFen <= 1_000_000) return 550;
  if (amountFen <= 10_000_000) return 1_000;
  if (amountFen <= 50_000_000) return 1_500;
  if (amountFen <= 100_000_000) return 2_000;
  return Math.min(20_000, Math.round(amountFen * 0.00002));
}

const CNY_CURRENT_RATE = 0.0015;
const USD_CURRENT_RATE = 0.0005;
const FLOOR = { basic: yuan(300_000), general: yuan(100_000), usd: yuan(20_000) };

/**
 * Two years of the demo enterprise's banking up to and including `lastDay`: customers' receipts
 * and suppliers' payments with their fees, monthly salaries (批量代发) funded from the basic
 * account, taxes, social insurance and housing fund, rent, foreign-currency receipts and their
 * settlement into yuan, quarterly interest on the 21st of the last month of each quarter, a
 * one-year fixed deposit renewed with its interest, and a working-capital loan repaid quarterly
 * and renewed. The same `lastDay` and `seed` give the same history.
 */
export function generateDemoHistory(lastDay: string, seed = 23): DemoHistory {
  const rnd = createPrng(seed);
  const firstDay = addDays(addYears(lastDay, -2), 1);
  const accounts = DEMO_ACCOUNTS.map((a) => ({ ...a }));
  const byRole = new Map(accounts.map((a) => [a.role, a]));
  const account = (role: DemoAccountRole) => byRole.get(role)!;
  const balance = new Map(accounts.map((a) => [a.role, a.openingBalanceFen]));
  const accrual = new Map(accounts.map((a) => [a.role, 0]));
  const rows = new Map<string, DemoRow[]>(accounts.map((a) => [a.accountNo, []]));

  // Each counterparty keeps one made-up account number (16 to 19 digits).
  const accountsOf = createPrng(seed + 1);
  const counterpartyAccounts = new Map<string, string>();
  const counterparty = (name: string): Counterparty => {
    let no = counterpartyAccounts.get(name);
    if (!no) {
      const length = accountsOf.int(16, 19);
      no = String(accountsOf.int(1, 9)) + Array.from({ length: length - 1 }, () => accountsOf.int(0, 9)).join('');
      counterpartyAccounts.set(name, no);
    }
    return { name, account: no };
  };
  const own = (role: DemoAccountRole): Counterparty => ({ name: account(role).accountName, account: account(role).accountNo });

  let day = firstDay;
  let clock = 0;
  let serial = 0;
  const emit = (role: DemoAccountRole, borrowTag: '0' | '1', amountFen: number, cp: Counterparty, summary: string, channel: string, valueDate = day) => {
    if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return;
    // The basic account is never overdrawn: a customer's overdue payment arrives first.
    if (role === 'basic' && borrowTag === '0' && balance.get('basic')! - amountFen < FLOOR.basic) {
      const shortfall = FLOOR.basic + amountFen - balance.get('basic')!;
      emit('basic', '1', Math.ceil(shortfall / 10_000_000) * 10_000_000, counterparty(rnd.pick(CUSTOMERS)), '项目回款', '网银');
    }
    clock = Math.min(clock + rnd.int(40, 1500), 21 * 3600 + rnd.int(0, 3000));
    serial += 1;
    const acc = account(role);
    if (!acc.openedOn) acc.openedOn = day;
    rows.get(acc.accountNo)!.push({
      accountNo: acc.accountNo,
      bookingDate: day,
      valueDate,
      bookedAt: beijingInstant(day, clock),
      amountFen,
      borrowTag,
      counterpartyName: cp.name,
      counterpartyAccount: cp.account,
      summary,
      channel,
      serialNo: `${day.replaceAll('-', '')}7558${String(serial).padStart(8, '0')}`,
    });
    balance.set(role, balance.get(role)! + (borrowTag === '1' ? amountFen : -amountFen));
  };
  const transfer = (from: DemoAccountRole, to: DemoAccountRole, amountFen: number, summaryOut: string, summaryIn: string, channel: string) => {
    emit(from, '0', amountFen, own(to), summaryOut, channel);
    emit(to, '1', amountFen, own(from), summaryIn, channel);
  };
  const spendable = (role: 'basic' | 'general' | 'usd', amountFen: number) => balance.get(role)! - amountFen >= FLOOR[role];
  /** Tops the account up from the basic account so that `needed` can leave it. */
  const fund = (role: 'general' | 'payroll', needed: number) => {
    const short = needed + (role === 'general' ? FLOOR.general : 0) - balance.get(role)!;
    if (short > 0) transfer('basic', role, Math.ceil(short / 1_000_000) * 1_000_000, '资金划转', '资金划入', '网银');
  };

  // Monthly and yearly events happen on the first working day on or after their day of the month.
  const done = new Set<string>();
  const due = (event: string, dayOfMonth: number) => {
    const key = `${event}:${day.slice(0, 7)}`;
    if (done.has(key) || !isWorkday(day) || Number(day.slice(8)) < dayOfMonth) return false;
    // The first, partial month has only the events still to come after the history starts.
    if (day.slice(0, 7) === firstDay.slice(0, 7) && Number(firstDay.slice(8)) > dayOfMonth) return false;
    done.add(key);
    return true;
  };
  const onOrAfter = (date: string | undefined) => date !== undefined && day >= date && isWorkday(day);

  let monthIndex = 0;
  let receiptsThisMonth = 0;
  let receiptsLastMonth = 0;
  let receiptsThisQuarter = 0;
  let receiptsLastQuarter = 0;
  let payrollThisMonth = 0;
  let fxRate = 7.12;

  const fixedOpensOn = addDays(firstDay, 20);
  let fixedMaturity: string | undefined;
  let fixedRate = 0.0165;

  const loans = [
    { amount: yuan(5_000_000), rate: 0.0345 },
    { amount: yuan(6_000_000), rate: 0.032 },
  ];
  let loanIndex = -1;
  let loanOutstanding = 0;
  let loanRepayments: string[] = [];
  let nextLoanOn: string | undefined = addDays(firstDay, 75);

  for (; day <= lastDay; day = addDays(day, 1)) {
    clock = 8 * 3600 + 30 * 60;
    const dom = Number(day.slice(8));
    const month = Number(day.slice(5, 7));
    if (dom === 1 && day !== firstDay) {
      monthIndex += 1;
      receiptsLastMonth = receiptsThisMonth;
      receiptsThisMonth = 0;
      if ((month - 1) % 3 === 0) {
        receiptsLastQuarter = receiptsThisQuarter;
        receiptsThisQuarter = 0;
      }
      fxRate = Math.min(7.35, Math.max(6.95, fxRate + (rnd.next() - 0.5) * 0.08));
    }

    // Quarterly interest on current accounts, settled on the 21st for the days up to the 20th.
    if (dom === 21 && month % 3 === 0) {
      for (const role of ['basic', 'general', 'payroll', 'usd'] as const) {
        const rate = role === 'usd' ? USD_CURRENT_RATE : CNY_CURRENT_RATE;
        emit(role, '1', Math.round((accrual.get(role)! * rate) / 360), INSTITUTIONS.interestExpense, '活期存款结息', '柜面');
        accrual.set(role, 0);
      }
    }

    if (isWorkday(day)) {
      // The loan: disbursed into the general account, repaid quarterly from it, renewed at maturity.
      if (loanRepayments.length > 0 && onOrAfter(loanRepayments[0])) {
        loanRepayments.shift();
        const principal = loanRepayments.length === 0 ? loanOutstanding : Math.round(loans[loanIndex]!.amount / 4);
        fund('general', principal);
        emit('general', '0', principal, own('loan'), '归还贷款本金', '柜面');
        emit('loan', '1', principal, own('general'), '收回贷款本金', '柜面');
        loanOutstanding -= principal;
        if (loanRepayments.length === 0) nextLoanOn = loanIndex + 1 < loans.length ? day : undefined;
      }
      if (onOrAfter(nextLoanOn)) {
        loanIndex += 1;
        const loan = loans[loanIndex]!;
        emit('loan', '0', loan.amount, own('general'), loanIndex === 0 ? '流动资金贷款发放' : '流动资金贷款发放（续贷）', '柜面');
        emit('general', '1', loan.amount, own('loan'), '贷款入账', '柜面');
        loanOutstanding = loan.amount;
        loanRepayments = [3, 6, 9, 12].map((m) => addMonths(day, m));
        nextLoanOn = undefined;
      }

      // The fixed deposit: opened from the basic account, renewed with its interest each year.
      if (!fixedMaturity && onOrAfter(fixedOpensOn)) {
        transfer('basic', 'fixed', yuan(3_000_000), '转存单位定期存款', '单位定期存款存入', '柜面');
        fixedMaturity = addYears(day, 1);
      } else if (onOrAfter(fixedMaturity)) {
        emit('fixed', '1', Math.round(balance.get('fixed')! * fixedRate), INSTITUTIONS.interestExpense, '定期存款到期利息（自动转存）', '柜面');
        fixedRate = 0.0135;
        fixedMaturity = addYears(day, 1);
      }

      if (due('rent', 3)) {
        emit('basic', '0', yuan(186_400), counterparty('深圳南山科兴置业有限公司'), '办公室租金', '银企直联');
        emit('basic', '0', yuan(23_560), counterparty('深圳市安泰物业管理有限公司'), '物业管理费', '银企直联');
      }
      const headcount = 80 + Math.floor(monthIndex * 0.75);
      if (due('salaryFunding', 5)) {
        const base = yuan(headcount * 20_600 * (0.97 + rnd.next() * 0.06));
        payrollThisMonth = month === 1 ? base + Math.round(base * 1.8) : base;
        fund('payroll', payrollThisMonth + headcount * 200 * (month === 1 ? 2 : 1));
      }
      if (due('salary', 10) && payrollThisMonth > 0) {
        const bonus = month === 1 ? Math.round((payrollThisMonth / 2.8) * 1.8) : 0;
        const staff = { name: `本单位员工（批量代发${headcount}笔）`, account: '' };
        emit('payroll', '0', payrollThisMonth - bonus, staff, '代发工资', '批量代发');
        emit('payroll', '0', headcount * 200, INSTITUTIONS.feeIncome, '代发手续费', '批量代发');
        if (bonus > 0) {
          emit('payroll', '0', bonus, staff, '代发年终奖', '批量代发');
          emit('payroll', '0', headcount * 200, INSTITUTIONS.feeIncome, '代发手续费', '批量代发');
        }
      }
      if (due('power', 12)) emit('basic', '0', yuan(rnd.logUniform(18_000, 36_000)), INSTITUTIONS.power, '电费', '银企直联');
      if (due('tax', 15) && monthIndex > 0) {
        const vat = Math.round(receiptsLastMonth * 0.06 * 0.55);
        emit('basic', '0', vat, INSTITUTIONS.treasury, '实时缴税 增值税', '网银');
        emit('basic', '0', Math.round(vat * 0.12), INSTITUTIONS.treasury, '实时缴税 城市维护建设税及附加', '网银');
        emit('basic', '0', Math.round(payrollThisMonth * 0.045), INSTITUTIONS.treasury, '实时缴税 代扣代缴个人所得税', '网银');
        if ((month - 1) % 3 === 0 && receiptsLastQuarter > 0) emit('basic', '0', Math.round(receiptsLastQuarter * 0.08 * 0.25), INSTITUTIONS.treasury, '实时缴税 企业所得税预缴', '网银');
      }
      if (due('social', 18) && payrollThisMonth > 0) {
        const monthly = month === 1 ? payrollThisMonth / 2.8 : payrollThisMonth;
        emit('basic', '0', Math.round(monthly * 0.32), INSTITUTIONS.socialInsurance, '社会保险费', '银企直联');
        emit('basic', '0', Math.round(monthly * 0.24), INSTITUTIONS.housingFund, '住房公积金汇缴', '网银');
      }
      if (due('loanInterest', 21) && loanOutstanding > 0) {
        const interest = Math.round((loanOutstanding * loans[loanIndex]!.rate) / 12);
        fund('general', interest);
        // Interest is reckoned to the 20th, the settlement day's eve.
        emit('general', '0', interest, INSTITUTIONS.loanInterest, '贷款利息', '柜面', `${day.slice(0, 8)}20`);
      }
      if (due('fx', 25) && balance.get('usd')! > yuan(50_000)) {
        const usd = Math.round((balance.get('usd')! - FLOOR.usd) * (0.4 + rnd.next() * 0.3) / 100) * 100;
        emit('usd', '0', usd, INSTITUTIONS.fxSettlement, '结汇', '网银');
        emit('basic', '1', Math.round(usd * fxRate), INSTITUTIONS.fxSettlement, `结汇入账 汇率${fxRate.toFixed(4)}`, '网银');
      }
      if (month === 4 && due('ebankFee', 1)) emit('basic', '0', yuan(600), INSTITUTIONS.feeIncome, '企业网银服务年费', '柜面');

      // Everyday business: customers pay, suppliers are paid.
      // Receivables are chased harder when the basic account runs low.
      const receipts = Math.floor(rnd.next() * 3.4) + (rnd.chance(0.3) ? 1 : 0) + (balance.get('basic')! < yuan(6_000_000) ? 1 : 0);
      for (let i = 0; i < receipts; i++) {
        const amount = roundYuan(rnd, rnd.logUniform(8_000, 680_000));
        const summary = rnd.pick(['货款', '技术服务费', '软件许可费', '项目进度款', '运维服务费', '项目验收款']);
        // A receipt from another bank sometimes arrives a working day after its value date.
        const valueDate = rnd.chance(0.04) ? addDays(day, weekdayGap(day)) : day;
        emit('basic', '1', amount, counterparty(rnd.pick(CUSTOMERS)), summary, rnd.chance(0.7) ? '网银' : '银企直联', valueDate);
        receiptsThisMonth += amount;
        receiptsThisQuarter += amount;
      }
      const payments = Math.floor(rnd.next() * 2.6) + (rnd.chance(0.25) ? 1 : 0);
      for (let i = 0; i < payments; i++) {
        const amount = roundYuan(rnd, rnd.logUniform(3_000, 400_000));
        if (!spendable('basic', amount)) continue;
        const channel = rnd.pick(['银企直联', '银企直联', '网银', '网银', '手机银行']);
        const summary = rnd.pick(['采购款', '服务器采购款', '外包服务费', '咨询服务费', '差旅费', '办公用品', '广告费', '培训费', '设备维修费']);
        emit('basic', '0', amount, counterparty(rnd.pick(SUPPLIERS)), summary, channel);
        if (channel !== '银企直联' && rnd.chance(0.6)) emit('basic', '0', crossBankFee(amount), INSTITUTIONS.feeIncome, '跨行转账手续费', channel);
      }
      if (rnd.chance(0.18)) {
        emit('general', '1', roundYuan(rnd, rnd.logUniform(10_000, 300_000)), counterparty(rnd.pick(CUSTOMERS)), rnd.pick(['项目款', '合同款', '保证金退回']), '网银');
      }
      if (rnd.chance(0.25)) {
        const amount = roundYuan(rnd, rnd.logUniform(5_000, 400_000));
        if (spendable('general', amount)) emit('general', '0', amount, counterparty(rnd.pick(SUPPLIERS)), rnd.pick(['设备款', '工程款', '数据中心服务费', '采购款']), '银企直联');
      }
      if (rnd.chance(0.25)) {
        emit('usd', '1', roundYuan(rnd, rnd.logUniform(3_000, 120_000)), counterparty(rnd.pick(USD_CUSTOMERS)), rnd.pick(['境外货款', '技术服务费（境外）']), '网银');
      }
      if (rnd.chance(0.1)) {
        const amount = roundYuan(rnd, rnd.logUniform(2_000, 60_000));
        if (spendable('usd', amount + yuan(200))) {
          emit('usd', '0', amount, counterparty(rnd.pick(USD_SUPPLIERS)), '境外采购付款', '网银');
          emit('usd', '0', Math.min(yuan(200), Math.max(yuan(20), Math.round(amount * 0.001))), INSTITUTIONS.feeIncome, '电汇手续费', '网银');
        }
      }
    } else if (rnd.chance(0.08)) {
      // The odd weekend receipt through mobile banking.
      emit('basic', '1', roundYuan(rnd, rnd.logUniform(2_000, 60_000)), counterparty(rnd.pick(CUSTOMERS)), '货款', '手机银行');
    }

    for (const role of ['basic', 'general', 'payroll', 'usd'] as const) accrual.set(role, accrual.get(role)! + balance.get(role)!);
  }

  for (const acc of accounts) if (!acc.openedOn) acc.openedOn = lastDay;
  return { firstDay, lastDay, accounts, rows };
}

/** Days back to the previous working day (a negative number). */
function weekdayGap(date: string): number {
  let back = -1;
  while (!isWorkday(addDays(date, back))) back -= 1;
  return back;
}
