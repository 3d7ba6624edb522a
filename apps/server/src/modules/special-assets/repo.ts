import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AssetCard, AssetStatus, AssetSort, AssetType } from '@portal/contract/calls/special-assets/fields';
import { assetPictureUrl } from '@portal/contract/calls/special-assets/fields';
import type { Db } from '../../db/client.ts';
import {
  specialAssetFavourites,
  specialAssetInquiries,
  specialAssetOrgs,
  specialAssetPictureLinks,
  specialAssetPictures,
  specialAssets,
} from '../../db/schema/special-assets.ts';
import type { IndexedAsset } from './suggestion-index.ts';

const a = specialAssets;
const OPEN_STATUSES: AssetStatus[] = ['listed', 'negotiating'];

/** The first picture of the row's asset, by its order. */
const coverId = sql<number | null>`(select l.picture_id from ${specialAssetPictureLinks} l where l.asset_id = ${a.assetId} order by l.seq limit 1)`;

const cardColumns = {
  assetId: a.assetId,
  title: a.title,
  type: a.type,
  province: a.province,
  city: a.city,
  industry: a.industry,
  listingPriceFen: a.listingPriceFen,
  areaM2: a.areaM2,
  status: a.status,
  orgId: a.orgId,
  orgName: specialAssetOrgs.name,
  coverId,
  featured: a.featured,
  listedOn: a.listedOn,
};

type CardRow = { [K in keyof typeof cardColumns]: unknown } & { coverId: number | null };

export function toCard(r: CardRow): AssetCard {
  return {
    assetId: r.assetId as string,
    title: r.title as string,
    type: r.type as AssetType,
    province: r.province as string,
    city: r.city as string,
    industry: r.industry as string,
    listingPriceFen: Number(r.listingPriceFen),
    areaM2: r.areaM2 === null ? null : Number(r.areaM2),
    status: r.status as AssetStatus,
    orgId: r.orgId as string,
    orgName: r.orgName as string,
    coverUrl: r.coverId === null || r.coverId === undefined ? null : assetPictureUrl(Number(r.coverId)),
    featured: Boolean(r.featured),
    listedOn: String(r.listedOn),
  };
}

function cards(db: Db) {
  return db.select(cardColumns).from(a).innerJoin(specialAssetOrgs, eq(specialAssetOrgs.orgId, a.orgId));
}

export interface ListFilter {
  ids?: string[];
  type?: AssetType;
  province?: string;
  minFen?: number;
  maxFen?: number;
  orgId?: string;
  /** One status, or the open ones when absent. */
  status?: AssetStatus;
  /** Every status (the console's list). */
  anyStatus?: boolean;
}

function where(f: ListFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    f.ids ? inArray(a.assetId, f.ids) : undefined,
    f.type ? eq(a.type, f.type) : undefined,
    f.province ? eq(a.province, f.province) : undefined,
    f.minFen !== undefined ? gte(a.listingPriceFen, f.minFen) : undefined,
    f.maxFen !== undefined ? lte(a.listingPriceFen, f.maxFen) : undefined,
    f.orgId ? eq(a.orgId, f.orgId) : undefined,
    f.status ? eq(a.status, f.status) : f.anyStatus ? undefined : inArray(a.status, OPEN_STATUSES),
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

const ORDER: Record<AssetSort, SQL[]> = {
  latest: [desc(a.listedOn), asc(a.assetId)],
  priceAsc: [asc(a.listingPriceFen), asc(a.assetId)],
  priceDesc: [desc(a.listingPriceFen), asc(a.assetId)],
};

export async function listCards(db: Db, f: ListFilter, sort: AssetSort, offset: number, limit: number) {
  const cond = where(f);
  // The page's ids first (an index-only read on the common filters), then only their rows.
  const [page, [total]] = await Promise.all([
    db.select({ id: a.assetId }).from(a).where(cond).orderBy(...ORDER[sort]).limit(limit).offset(offset),
    db.select({ n: count() }).from(a).where(cond),
  ]);
  const ids = page.map((p) => p.id);
  const rows = ids.length === 0 ? [] : await cards(db).where(inArray(a.assetId, ids)).orderBy(...ORDER[sort]);
  return { total: Number(total?.n ?? 0), list: rows.map(toCard) };
}

export async function featuredCards(db: Db, limit: number) {
  const rows = await cards(db).where(and(eq(a.featured, true), inArray(a.status, OPEN_STATUSES))).orderBy(desc(a.listedOn), asc(a.assetId)).limit(limit);
  return rows.map(toCard);
}

export async function typeCounts(db: Db) {
  const rows = await db.select({ type: a.type, n: count() }).from(a).where(inArray(a.status, OPEN_STATUSES)).groupBy(a.type);
  return rows.map((r) => ({ type: r.type as AssetType, count: Number(r.n) }));
}

export async function orgsWithCounts(db: Db) {
  const n = sql<number>`(select count(*) from ${a} where ${a.orgId} = ${specialAssetOrgs.orgId} and ${a.status} in ('listed', 'negotiating'))`;
  const rows = await db
    .select({ orgId: specialAssetOrgs.orgId, name: specialAssetOrgs.name, province: specialAssetOrgs.province, phone: specialAssetOrgs.phone, assetCount: n })
    .from(specialAssetOrgs)
    .orderBy(asc(specialAssetOrgs.orgId));
  return rows.map((r) => ({ ...r, assetCount: Number(r.assetCount) }));
}

export async function findAsset(db: Db, assetId: string) {
  const [row] = await db
    .select({ asset: a, orgName: specialAssetOrgs.name })
    .from(a)
    .innerJoin(specialAssetOrgs, eq(specialAssetOrgs.orgId, a.orgId))
    .where(eq(a.assetId, assetId));
  return row;
}

export async function pictureIds(db: Db, assetId: string): Promise<number[]> {
  const rows = await db
    .select({ id: specialAssetPictureLinks.pictureId })
    .from(specialAssetPictureLinks)
    .where(eq(specialAssetPictureLinks.assetId, assetId))
    .orderBy(asc(specialAssetPictureLinks.seq));
  return rows.map((r) => r.id);
}

export async function pictureJpeg(db: Db, pictureId: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ jpeg: specialAssetPictures.jpeg }).from(specialAssetPictures).where(eq(specialAssetPictures.pictureId, pictureId));
  return row?.jpeg;
}

/** The catalogue snapshot's rows: every asset's card and search terms. */
export async function indexRows(db: Db): Promise<IndexedAsset[]> {
  const rows = await db
    .select({ ...cardColumns, searchFolded: a.searchFolded, searchPinyin: a.searchPinyin, searchInitials: a.searchInitials })
    .from(a)
    .innerJoin(specialAssetOrgs, eq(specialAssetOrgs.orgId, a.orgId));
  return rows.map((r) => {
    const card = toCard(r);
    return { ...card, card, searchFolded: r.searchFolded, searchPinyin: r.searchPinyin, searchInitials: r.searchInitials };
  });
}

/**
 * When the catalogue last changed: assets are never deleted, only withdrawn, and a picture or
 * an organisation's change is stamped too (an asset's updated_at, the organisation's own).
 */
export async function catalogueStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ at: sql<string | null>`concat(max(${a.updatedAt})::text, '|', (select max(${specialAssetOrgs.updatedAt}) from ${specialAssetOrgs})::text)` })
    .from(a);
  return row?.at ?? '';
}

// Favourites: every query is keyed by the caller's own user id.

export async function addFavourite(db: Db, userId: string, assetId: string) {
  await db.insert(specialAssetFavourites).values({ userId, assetId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: string, assetId: string) {
  await db.delete(specialAssetFavourites).where(and(eq(specialAssetFavourites.userId, userId), eq(specialAssetFavourites.assetId, assetId)));
}

export async function favourites(db: Db, userId: string, assetIds: string[] | undefined, offset: number, limit: number) {
  const f = specialAssetFavourites;
  const cond = and(eq(f.userId, userId), assetIds ? inArray(f.assetId, assetIds) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, favouredAt: f.createdAt })
      .from(f)
      .innerJoin(a, eq(a.assetId, f.assetId))
      .innerJoin(specialAssetOrgs, eq(specialAssetOrgs.orgId, a.orgId))
      .where(cond)
      .orderBy(desc(f.createdAt), asc(f.assetId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(f).where(cond),
  ]);
  return { total: Number(total?.n ?? 0), list: rows.map((r) => ({ ...toCard(r), favouredAt: r.favouredAt.toISOString() })) };
}

export async function insertInquiry(db: Db, row: typeof specialAssetInquiries.$inferInsert) {
  const [created] = await db.insert(specialAssetInquiries).values(row).returning({ inquiryId: specialAssetInquiries.inquiryId });
  return created!.inquiryId;
}
