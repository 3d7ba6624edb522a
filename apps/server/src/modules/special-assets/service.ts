import type { AssetDetail, AssetListFilter } from '@portal/contract/calls/special-assets/public-queries';
import { ASSET_TYPES, assetPictureUrl, type AssetSort, type AssetType } from '@portal/contract/calls/special-assets/fields';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { isMobilePhone } from '@portal/contract/validate/phone';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SmsCodeService } from '../sms/service.ts';
import * as repo from './repo.ts';
import type { createSuggestions } from './suggestions.ts';

const FEN_PER_WAN = 1_000_000;
const SUGGESTIONS = 10;
const HOME_FEATURED = 8;
const HOME_LATEST = 8;
const SMS_CODE_RE = /^\d{6}$/;

const pageOf = (pageNo: number, pageSize: number) => {
  const size = pageSize === 0 ? LIST_PAGE_SIZE : pageSize;
  return { pageNo, pageSize: size, offset: (pageNo - 1) * size };
};

export interface InquiryInput {
  assetId: string;
  name: string;
  company: string;
  phone: string;
  smsCode: string;
  note: string;
}

/** The special-asset marketplace for visitors and customers (issue 25). */
export function createSpecialAssetService(db: Db, suggestions: ReturnType<typeof createSuggestions>, sms: Pick<SmsCodeService, 'verify'>) {
  async function existing(assetId: string) {
    const found = await repo.findAsset(db, assetId);
    if (!found) throw new AppError('ASSET_NOT_FOUND');
    return found;
  }

  return {
    async homePage() {
      const [featured, latest, typeCounts, orgs] = await Promise.all([
        repo.featuredCards(db, HOME_FEATURED),
        repo.listCards(db, {}, 'latest', 0, HOME_LATEST),
        repo.typeCounts(db),
        repo.orgsWithCounts(db),
      ]);
      const counts = ASSET_TYPES.map((type) => ({ type, count: typeCounts.find((c) => c.type === type)?.count ?? 0 }));
      return { featured, latest: latest.list, typeCounts: counts, listedCount: latest.total, orgCount: orgs.length };
    },

    async homePageAsset(type: AssetType, size: number) {
      return { type, list: (await repo.listCards(db, { type }, 'latest', 0, size)).list };
    },

    async list(input: AssetListFilter & { sort: AssetSort; pageNo: number; pageSize: number }) {
      const { minPriceWan, maxPriceWan } = input;
      if (minPriceWan !== undefined && maxPriceWan !== undefined && minPriceWan > maxPriceWan) {
        throw new AppError('ASSET_PRICE_RANGE_REVERSED', { field: 'minPriceWan' });
      }
      const page = pageOf(input.pageNo, input.pageSize);
      const keyword = input.keyword?.trim();
      // Answered from the catalogue snapshot, like the suggestions: at most seconds behind
      // another instance's change, and rebuilt at once after this instance's own.
      const snapshot = await suggestions.current();
      const { total, list } = snapshot.listing.page(
        {
          ...(keyword ? { only: snapshot.matchingRanks(keyword) } : {}),
          ...(input.type ? { type: input.type } : {}),
          ...(input.province ? { province: input.province } : {}),
          ...(minPriceWan !== undefined ? { minFen: Math.round(minPriceWan * FEN_PER_WAN) } : {}),
          ...(maxPriceWan !== undefined ? { maxFen: Math.round(maxPriceWan * FEN_PER_WAN) } : {}),
          ...(input.orgId ? { orgId: input.orgId } : {}),
          ...(input.status ? { status: input.status } : {}),
        },
        input.sort,
        page.offset,
        page.pageSize,
      );
      return { total, pageNo: page.pageNo, pageSize: page.pageSize, list };
    },

    async detail(assetId: string): Promise<AssetDetail> {
      const { asset: r, orgName } = await existing(assetId);
      const pictures = (await repo.pictureIds(db, assetId)).map(assetPictureUrl);
      const card = repo.toCard({ ...r, orgName, coverId: null });
      return {
        ...card,
        coverUrl: pictures[0] ?? null,
        debtor: r.debtor,
        principalFen: r.principalFen,
        interestFen: r.interestFen,
        pricePerM2Fen: r.areaM2 ? Math.round(r.listingPriceFen / r.areaM2) : null,
        collateral: r.collateral,
        litigation: r.litigation,
        disposal: r.disposal,
        location: r.location,
        description: r.description,
        pictures,
        documents: r.documents,
        contactName: r.contactName,
        contactPhone: r.contactPhone,
        updatedOn: r.updatedAt.toISOString().slice(0, 10),
      };
    },

    async thinkLike(keyword: string) {
      return { list: (await suggestions.current()).suggest(keyword, SUGGESTIONS) };
    },

    async orgs() {
      return { list: await repo.orgsWithCounts(db) };
    },

    async favourite(userId: string, assetId: string) {
      await existing(assetId);
      await repo.addFavourite(db, userId, assetId);
      return { favourite: true as const };
    },

    async unfavourite(userId: string, assetId: string) {
      await repo.removeFavourite(db, userId, assetId);
      return { favourite: false as const };
    },

    async favourites(userId: string, input: { pageNo: number; pageSize: number; assetIds?: string[] | undefined }) {
      const page = pageOf(input.pageNo, input.pageSize);
      return repo.favourites(db, userId, input.assetIds, page.offset, page.pageSize);
    },

    /** Checked in this order, and the SMS code consumed last, so a refused enquiry stores nothing. */
    async inquire(userId: string, input: InquiryInput) {
      if (!isMobilePhone(input.phone)) throw new AppError('ASSET_INQUIRY_PHONE_INVALID', { field: 'phone' });
      if (!SMS_CODE_RE.test(input.smsCode)) throw new AppError('ASSET_INQUIRY_CODE_INVALID', { field: 'smsCode' });
      const { asset } = await existing(input.assetId);
      if (asset.status !== 'listed' && asset.status !== 'negotiating') throw new AppError('ASSET_NOT_OPEN_FOR_INQUIRY');
      await sms.verify({ phone: input.phone, purpose: 'asset_inquiry', code: input.smsCode, consume: true });
      const inquiryId = await repo.insertInquiry(db, {
        assetId: input.assetId,
        userId,
        name: input.name,
        company: input.company,
        phone: input.phone,
        note: input.note,
      });
      return { inquiryId, status: 'new' as const };
    },
  };
}
