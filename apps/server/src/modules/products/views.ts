import type { ProductCard, ProductDetail } from '@portal/contract/calls/products/fields';
import { productTypeName } from '@portal/contract/calls/products/fields';
import type { FundSummary } from '@portal/contract/calls/products/fund-fields';
import type { ForexQuote } from '@portal/contract/calls/products/forex-fields';
import type { FundRow, ProductRow } from '@portal/contract/calls/products/operator-fields';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import type { ForexRecord, FundFacts, ProductRecord } from './repo.ts';

/** Replies are built from rows here, so every call shows a product the same way. */

export function productCard(r: ProductRecord): ProductCard {
  return {
    productCode: r.productCode,
    type: r.type,
    typeName: productTypeName(r.type),
    name: r.name,
    summary: r.summary,
    tags: r.tags,
    attrs: r.attrs,
    coverUrl: r.coverUrl,
  };
}

export function productDetail(r: ProductRecord): ProductDetail {
  return { ...productCard(r), detailHtml: r.detailHtml, publishedAt: isoTimeOrNull(r.publishedAt) };
}

export function productRow(r: ProductRecord): ProductRow {
  return {
    productCode: r.productCode,
    type: r.type,
    typeName: productTypeName(r.type),
    name: r.name,
    summary: r.summary,
    detailHtml: r.detailHtml,
    tags: r.tags,
    attrs: r.attrs,
    sort: r.sort,
    status: r.status,
    publishedAt: isoTimeOrNull(r.publishedAt),
    updatedAt: isoTime(r.updatedAt),
    updatedBy: r.updatedBy,
  };
}

/** Percent change from `from` to `to` with 2 places; null when either is missing. */
export function pct(to: string | null, from: string | null, base: string | null = from): string | null {
  if (to === null || from === null || base === null || Number(base) === 0) return null;
  return (((Number(to) - Number(from)) / Number(base)) * 100).toFixed(2);
}

export function fundSummary(f: FundFacts): FundSummary {
  return {
    proCode: f.proCode,
    name: f.name,
    fundType: f.fundType,
    riskLevel: f.riskLevel,
    company: f.company,
    navDate: f.navDate,
    nav: f.nav,
    accNav: f.accNav,
    dayChangePct: pct(f.nav, f.prevNav),
    // Growth of the accumulated value counts dividends paid within the year.
    yearReturnPct: pct(f.accNav, f.baseAccNav, f.baseNav),
  };
}

export function fundRow(f: FundFacts): FundRow {
  return {
    proCode: f.proCode,
    name: f.name,
    fundType: f.fundType as FundRow['fundType'],
    riskLevel: f.riskLevel as FundRow['riskLevel'],
    company: f.company,
    manager: f.manager,
    summary: f.summary,
    status: f.status,
    establishedOn: f.establishedOn,
    navDate: f.navDate,
    nav: f.nav,
    navCount: f.navCount,
    updatedAt: isoTime(f.updatedAt),
    updatedBy: f.updatedBy,
  };
}

export function forexQuote(r: ForexRecord): ForexQuote {
  return {
    curCode: r.curCode,
    curName: r.curName,
    unit: r.unit,
    buyRate: r.buyRate,
    cashBuyRate: r.cashBuyRate,
    sellRate: r.sellRate,
    cashSellRate: r.cashSellRate,
    middleRate: r.middleRate,
    quotedAt: isoTime(r.quotedAt),
  };
}
