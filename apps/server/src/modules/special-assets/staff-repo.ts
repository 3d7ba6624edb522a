import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { AssetStatus, AssetType } from '@portal/contract/calls/special-assets/fields';
import type { AssetEdit, Inquiry, InquiryStatus } from '@portal/contract/calls/special-assets/staff-calls';
import type { Db } from '../../db/client.ts';
import {
  specialAssetInquiries,
  specialAssetOrgs,
  specialAssetPictureLinks,
  specialAssetPictures,
  specialAssets,
} from '../../db/schema/special-assets.ts';
import { searchTermsOf } from './search-terms.ts';
import { listCards } from './repo.ts';

const a = specialAssets;
const q = specialAssetInquiries;

/** The columns of an asset as an operator edits it. */
export function editOf(r: typeof a.$inferSelect): AssetEdit {
  return {
    title: r.title,
    type: r.type as AssetType,
    province: r.province,
    city: r.city,
    industry: r.industry,
    debtor: r.debtor,
    principalFen: r.principalFen,
    interestFen: r.interestFen,
    listingPriceFen: r.listingPriceFen,
    areaM2: r.areaM2,
    collateral: r.collateral,
    litigation: r.litigation,
    disposal: r.disposal,
    location: r.location,
    description: r.description,
    orgId: r.orgId,
    status: r.status as AssetStatus,
    featured: r.featured,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    documents: r.documents,
  };
}

export async function assetRow(db: Db, assetId: string) {
  const [row] = await db.select().from(a).where(eq(a.assetId, assetId));
  return row;
}

/** The console's list: every status, a keyword on title or id. */
export async function staffList(db: Db, f: { keyword?: string | undefined; type?: AssetType | undefined; status?: AssetStatus | undefined }, offset: number, limit: number) {
  const kw = f.keyword?.trim();
  let ids: string[] | undefined;
  if (kw) {
    const rows = await db
      .select({ id: a.assetId })
      .from(a)
      .where(or(ilike(a.title, `%${kw.replace(/[%_\\]/g, (c) => `\\${c}`)}%`), eq(a.assetId, kw.toUpperCase())))
      .limit(2000);
    ids = rows.map((r) => r.id);
    if (ids.length === 0) return { total: 0, list: [] };
  }
  const page = await listCards(db, { ...(ids ? { ids } : {}), ...(f.type ? { type: f.type } : {}), ...(f.status ? { status: f.status } : { anyStatus: true }) }, 'latest', offset, limit);
  const counts = page.list.length
    ? await db.select({ id: q.assetId, n: count() }).from(q).where(inArray(q.assetId, page.list.map((c) => c.assetId))).groupBy(q.assetId)
    : [];
  return { total: page.total, list: page.list.map((c) => ({ ...c, inquiryCount: Number(counts.find((x) => x.id === c.assetId)?.n ?? 0) })) };
}

/** Next free id of a type's prefix, e.g. ZQ00000301. */
export async function nextAssetId(db: Db, prefix: string): Promise<string> {
  const [row] = await db.select({ top: max(a.assetId) }).from(a).where(sql`${a.assetId} like ${prefix + '%'}`);
  const n = row?.top ? Number(row.top.slice(2)) + 1 : 1;
  return `${prefix}${String(n).padStart(8, '0')}`;
}

export async function upsertAsset(db: Db, assetId: string, edit: AssetEdit, source: string, listedOn: string) {
  const values = { ...edit, ...searchTermsOf(edit.title), updatedAt: new Date() };
  await db
    .insert(a)
    .values({ assetId, ...values, source, listedOn })
    .onConflictDoUpdate({ target: a.assetId, set: values });
}

export async function orgExists(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db.select({ id: specialAssetOrgs.orgId }).from(specialAssetOrgs).where(eq(specialAssetOrgs.orgId, orgId));
  return !!row;
}

export async function nextOrgId(db: Db): Promise<string> {
  const [row] = await db.select({ top: max(specialAssetOrgs.orgId) }).from(specialAssetOrgs);
  const n = row?.top ? Number(row.top.slice(3)) + 1 : 1;
  return `ORG${String(n).padStart(3, '0')}`;
}

export async function upsertOrg(db: Db, orgId: string, org: { name: string; province: string; phone: string }) {
  await db
    .insert(specialAssetOrgs)
    .values({ orgId, ...org })
    .onConflictDoUpdate({ target: specialAssetOrgs.orgId, set: { ...org, updatedAt: new Date() } });
}

export async function linkedPictures(db: Db, assetId: string) {
  return db
    .select({ pictureId: specialAssetPictureLinks.pictureId, seq: specialAssetPictureLinks.seq })
    .from(specialAssetPictureLinks)
    .where(eq(specialAssetPictureLinks.assetId, assetId))
    .orderBy(asc(specialAssetPictureLinks.seq));
}

export async function addPicture(db: Db, assetId: string, jpeg: Buffer, seq: number): Promise<number> {
  const [pic] = await db.insert(specialAssetPictures).values({ jpeg }).returning({ id: specialAssetPictures.pictureId });
  await db.insert(specialAssetPictureLinks).values({ assetId, pictureId: pic!.id, seq });
  return pic!.id;
}

export async function unlinkPicture(db: Db, assetId: string, pictureId: number): Promise<boolean> {
  const gone = await db
    .delete(specialAssetPictureLinks)
    .where(and(eq(specialAssetPictureLinks.assetId, assetId), eq(specialAssetPictureLinks.pictureId, pictureId)))
    .returning({ id: specialAssetPictureLinks.pictureId });
  return gone.length > 0;
}

export async function touchAsset(db: Db, assetId: string) {
  await db.update(a).set({ updatedAt: new Date() }).where(eq(a.assetId, assetId));
}

const inquiryColumns = {
  inquiryId: q.inquiryId,
  assetId: q.assetId,
  assetTitle: a.title,
  name: q.name,
  company: q.company,
  phone: q.phone,
  note: q.note,
  status: q.status,
  staffNote: q.staffNote,
  createdAt: q.createdAt,
  handledBy: q.handledBy,
};

function toInquiry(r: { createdAt: Date; status: string } & Omit<Inquiry, 'createdAt' | 'status'>): Inquiry {
  return { ...r, status: r.status as InquiryStatus, createdAt: r.createdAt.toISOString() };
}

export async function inquiries(db: Db, status: InquiryStatus | undefined, offset: number, limit: number) {
  const cond: SQL | undefined = status ? eq(q.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(inquiryColumns).from(q).innerJoin(a, eq(a.assetId, q.assetId)).where(cond).orderBy(desc(q.createdAt), desc(q.inquiryId)).limit(limit).offset(offset),
    db.select({ n: count() }).from(q).where(cond),
  ]);
  return { total: Number(total?.n ?? 0), list: rows.map(toInquiry) };
}

export async function inquiry(db: Db, inquiryId: number): Promise<Inquiry | undefined> {
  const [row] = await db.select(inquiryColumns).from(q).innerJoin(a, eq(a.assetId, q.assetId)).where(eq(q.inquiryId, inquiryId));
  return row ? toInquiry(row) : undefined;
}

export async function updateInquiry(db: Db, inquiryId: number, status: InquiryStatus, staffNote: string, handledBy: string) {
  await db.update(q).set({ status, staffNote, handledBy, updatedAt: new Date() }).where(eq(q.inquiryId, inquiryId));
}
