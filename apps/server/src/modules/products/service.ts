import type { FundInput, ProductInput, PublishStatus } from '@portal/contract/calls/products/operator-fields';
import { PUBLISH_STATES } from '@portal/contract/calls/products/operator-fields';
import { productTypeName } from '@portal/contract/calls/products/fields';
import { FUND_RANGES, type FundRange } from '@portal/contract/calls/products/fund-fields';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isoTime } from '../../lib/iso-time.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import * as repo from './repo.ts';
import { forexQuote, fundRow, fundSummary, pct, productCard, productDetail, productRow } from './views.ts';

/** Cards a type shows on a landing page unless the caller asks for another number. */
const CARDS_PER_TYPE = 6;
const RELATED = 4;

const stateName = (s: string) => PUBLISH_STATES.find((p) => p.status === s)?.name ?? s;

/** What the audit log keeps of a product: everything but the long detail HTML, which it marks by length. */
function productSnapshot(r: repo.ProductRecord) {
  const { detailHtml, id: _id, updatedAt: _u, ...rest } = r;
  return { ...rest, detailHtmlLength: detailHtml.length };
}

/** Products, funds and the forex board: public reads and the operators' changes (audited). */
export function createProductService(db: Db) {
  async function fundFactsOrThrow(proCode: string, publishedOnly: boolean) {
    const [facts] = await repo.fundFacts(db, { proCode, publishedOnly });
    if (!facts) throw new AppError('FUND_NOT_FOUND');
    return facts;
  }

  return {
    async byTypes(types: string[], limit = CARDS_PER_TYPE) {
      const rows = await repo.publishedOfTypes(db, types);
      const unique = [...new Set(types)];
      return {
        groups: unique.map((type) => {
          const ofType = rows.filter((r) => r.type === type);
          return { type, typeName: productTypeName(type), total: ofType.length, items: ofType.slice(0, limit).map(productCard) };
        }),
      };
    },

    async byCodes(codes: string[]) {
      const rows = await repo.publishedByCodes(db, codes);
      const byCode = new Map(rows.map((r) => [r.productCode, r]));
      return { items: [...new Set(codes)].flatMap((c) => (byCode.has(c) ? [productCard(byCode.get(c)!)] : [])) };
    },

    async list(f: { type?: string | undefined; keyword?: string | undefined; pageNo: number; pageSize: number }) {
      const { total, rows } = await repo.listProducts(db, {
        type: f.type,
        keyword: f.keyword || undefined,
        status: 'published',
        offset: (f.pageNo - 1) * f.pageSize,
        limit: f.pageSize,
      });
      return { total, pageNo: f.pageNo, pageSize: f.pageSize, items: rows.map(productCard) };
    },

    async detail(code: string) {
      const row = await repo.productByCode(db, code.toUpperCase());
      if (!row || row.status !== 'published') throw new AppError('PRODUCT_NOT_FOUND');
      const related = await repo.relatedProducts(db, row.type, row.productCode, RELATED);
      return { product: productDetail(row), related };
    },

    async fundList(fundType?: string) {
      const facts = await repo.fundFacts(db, { publishedOnly: true, fundType: fundType || undefined });
      return { items: facts.map(fundSummary) };
    },

    async fund(proCode: string, range: FundRange) {
      const facts = await fundFactsOrThrow(proCode, true);
      const months = FUND_RANGES.find((r) => r.range === range)!.months;
      const navs = await repo.navsSince(db, proCode, months);
      const first = navs[0];
      const last = navs[navs.length - 1];
      return {
        fund: { ...fundSummary(facts), manager: facts.manager, establishedOn: facts.establishedOn, summary: facts.summary },
        range,
        rangeReturnPct: first && last && navs.length > 1 ? pct(last.accNav, first.accNav, first.nav) : null,
        navs,
      };
    },

    async forex(pageNo: number, pageSize: number) {
      const { rows, total, latest } = await repo.forexBoard(db, (pageNo - 1) * pageSize, pageSize);
      return { total, quoteTime: latest ? new Date(latest).toISOString() : null, list: rows.map(forexQuote) };
    },

    // Operators' console: each change and its audit line in one transaction.

    async adminProducts(f: { type?: string | undefined; status?: string | undefined; keyword?: string | undefined; pageNo: number; pageSize: number }) {
      const { total, rows } = await repo.listProducts(db, { ...f, keyword: f.keyword || undefined, offset: (f.pageNo - 1) * f.pageSize, limit: f.pageSize });
      return { total, items: rows.map(productRow) };
    },

    async saveProduct(input: ProductInput & { isNew: boolean }, editor: Editor) {
      const { isNew, ...fields } = input;
      const values = { ...fields, detailHtml: sanitizeHtml(fields.detailHtml), updatedAt: new Date(), updatedBy: editor.displayName };
      const saved = await db.transaction(async (tx) => {
        const before = await repo.productByCode(tx, fields.productCode);
        if (isNew && before) throw new AppError('PRODUCT_CODE_TAKEN', { field: 'productCode' });
        if (!isNew && !before) throw new AppError('PRODUCT_NOT_FOUND');
        const row = before ? await repo.updateProduct(tx, fields.productCode, values) : await repo.insertProduct(tx, { ...values, status: 'draft' });
        await recordAudit(tx, editor, {
          entity: 'product',
          entityKey: row.productCode,
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新建'}产品 ${row.productCode} ${row.name}`,
          before: before ? productSnapshot(before) : undefined,
          after: productSnapshot(row),
        });
        return row;
      });
      return { product: productRow(saved) };
    },

    async setProductStatus(code: string, status: PublishStatus, editor: Editor) {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.productByCode(tx, code);
        if (!before) throw new AppError('PRODUCT_NOT_FOUND');
        const row = await repo.updateProduct(tx, code, {
          status,
          publishedAt: status === 'published' ? new Date() : before.publishedAt,
          updatedAt: new Date(),
          updatedBy: editor.displayName,
        });
        await recordAudit(tx, editor, {
          entity: 'product',
          entityKey: code,
          action: status === 'published' ? 'publish' : 'update',
          summary: `产品 ${code} ${row.name}：${stateName(before.status)} → ${stateName(status)}`,
          before: { status: before.status },
          after: { status },
        });
        return row;
      });
      return { product: productRow(saved) };
    },

    async adminFunds() {
      return { items: (await repo.fundFacts(db, { publishedOnly: false })).map(fundRow) };
    },

    async saveFund(input: FundInput & { isNew: boolean }, editor: Editor) {
      const { isNew, ...fields } = input;
      await db.transaction(async (tx) => {
        const before = await repo.fundByCode(tx, fields.proCode);
        if (isNew && before) throw new AppError('FUND_CODE_TAKEN', { field: 'proCode' });
        if (!isNew && !before) throw new AppError('FUND_NOT_FOUND');
        const values = { ...fields, updatedAt: new Date(), updatedBy: editor.displayName };
        if (before) await repo.updateFund(tx, fields.proCode, values);
        else await repo.insertFund(tx, { ...values, status: 'draft' });
        const { updatedAt: _u, ...beforeFacts } = before ?? ({} as repo.FundRecord);
        await recordAudit(tx, editor, {
          entity: 'fund',
          entityKey: fields.proCode,
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新建'}基金 ${fields.proCode} ${fields.name}`,
          before: before ? beforeFacts : undefined,
          after: fields,
        });
      });
      return { fund: fundRow(await fundFactsOrThrow(fields.proCode, false)) };
    },

    async setFundStatus(proCode: string, status: PublishStatus, editor: Editor) {
      await db.transaction(async (tx) => {
        const before = await repo.fundByCode(tx, proCode);
        if (!before) throw new AppError('FUND_NOT_FOUND');
        await repo.updateFund(tx, proCode, { status, updatedAt: new Date(), updatedBy: editor.displayName });
        await recordAudit(tx, editor, {
          entity: 'fund',
          entityKey: proCode,
          action: status === 'published' ? 'publish' : 'update',
          summary: `基金 ${proCode} ${before.name}：${stateName(before.status)} → ${stateName(status)}`,
          before: { status: before.status },
          after: { status },
        });
      });
      return { fund: fundRow(await fundFactsOrThrow(proCode, false)) };
    },

    async adminForex() {
      const { rows } = await repo.forexBoard(db, 0, 1000);
      return { items: rows.map((r) => ({ ...forexQuote(r), updatedAt: isoTime(r.updatedAt) })) };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
