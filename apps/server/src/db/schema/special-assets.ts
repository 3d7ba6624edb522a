import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Organisations that sell special assets (the bank's branches, asset-management partners). */
export const specialAssetOrgs = pgTable('special_asset_orgs', {
  orgId: text('org_id').primaryKey(),
  name: text('name').notNull(),
  province: text('province').notNull(),
  phone: text('phone').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Special assets for sale (issue 25). Money in fen. `search_*` hold the title folded, its
 * toneless pinyin and its initials, written with the title, so suggestions and the keyword
 * filter never compute pinyin per query.
 */
export const specialAssets = pgTable(
  'special_assets',
  {
    assetId: text('asset_id').primaryKey(),
    title: text('title').notNull(),
    /** creditor | realEstate | equipment | equity */
    type: text('type').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    industry: text('industry').notNull(),
    debtor: text('debtor').notNull().default(''),
    principalFen: bigint('principal_fen', { mode: 'number' }),
    interestFen: bigint('interest_fen', { mode: 'number' }),
    listingPriceFen: bigint('listing_price_fen', { mode: 'number' }).notNull(),
    areaM2: doublePrecision('area_m2'),
    collateral: text('collateral').notNull().default(''),
    litigation: text('litigation').notNull().default(''),
    disposal: text('disposal').notNull().default(''),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    orgId: text('org_id')
      .notNull()
      .references(() => specialAssetOrgs.orgId),
    /** listed | negotiating | sold | withdrawn */
    status: text('status').notNull(),
    featured: boolean('featured').notNull().default(false),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** [{ name, note }] */
    documents: jsonb('documents').$type<{ name: string; note: string }[]>().notNull().default([]),
    listedOn: date('listed_on').notNull(),
    searchFolded: text('search_folded').notNull(),
    searchPinyin: text('search_pinyin').notNull(),
    searchInitials: text('search_initials').notNull(),
    /** seed | volume | import | console */
    source: text('source').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('special_assets_listed_idx').on(t.listedOn.desc(), t.assetId),
    // The list's common filters with price, date and id: the page's ids and the count read the
    // index only (the volume seed vacuums so the visibility map allows it).
    index('special_assets_type_province_idx').on(t.type, t.province, t.status, t.listingPriceFen, t.listedOn, t.assetId),
    index('special_assets_province_idx').on(t.province, t.listedOn.desc()),
    index('special_assets_price_idx').on(t.listingPriceFen),
    index('special_assets_org_idx').on(t.orgId),
    // The suggestion index asks for max(updated_at) to learn the catalogue changed.
    index('special_assets_updated_idx').on(t.updatedAt),
  ],
);

/** Pictures, shared between assets (the seed's placeholders are used by many). */
export const specialAssetPictures = pgTable('special_asset_pictures', {
  pictureId: serial('picture_id').primaryKey(),
  jpeg: bytea('jpeg').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const specialAssetPictureLinks = pgTable(
  'special_asset_picture_links',
  {
    assetId: text('asset_id')
      .notNull()
      .references(() => specialAssets.assetId, { onDelete: 'cascade' }),
    pictureId: integer('picture_id')
      .notNull()
      .references(() => specialAssetPictures.pictureId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.pictureId] })],
);

/** A customer's favourites: only ever read and written for the session's own user. */
export const specialAssetFavourites = pgTable(
  'special_asset_favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => specialAssets.assetId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetId] }), index('special_asset_favourites_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Enquiries: the operators' inbox (status new | contacted | closed). */
export const specialAssetInquiries = pgTable(
  'special_asset_inquiries',
  {
    inquiryId: serial('inquiry_id').primaryKey(),
    assetId: text('asset_id')
      .notNull()
      .references(() => specialAssets.assetId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull(),
    status: text('status').notNull().default('new'),
    staffNote: text('staff_note').notNull().default(''),
    handledBy: text('handled_by').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('special_asset_inquiries_status_idx').on(t.status, t.createdAt.desc()), index('special_asset_inquiries_user_idx').on(t.userId)],
);


export type SpecialAssetRow = typeof specialAssets.$inferSelect;
