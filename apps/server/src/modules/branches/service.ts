import { BRANCH_SERVICE_CODES, type BranchInput } from '@portal/contract/calls/branches/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import * as repo from './repo.ts';
import { branchCard, branchRow, branchSnapshot } from './views.ts';

interface Filters {
  province?: string | undefined;
  city?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
}

/** Empty strings are "any" (a cleared select sends ''). */
const orAny = (v: string | undefined) => v || undefined;

/**
 * The region filters as one path down: a district means nothing without its city, nor a city
 * without its province (the same district name exists in many cities).
 */
function regionOf(f: Filters) {
  const region = { province: orAny(f.province), city: orAny(f.city), district: orAny(f.district) };
  if (region.district && !region.city) throw new AppError('BRANCH_REGION_INCOMPLETE', { field: 'city' });
  if (region.city && !region.province) throw new AppError('BRANCH_REGION_INCOMPLETE', { field: 'province' });
  return region;
}

/** The fields as stored: services once each, in the contract's order; coordinates as numeric text. */
function valuesOf(input: BranchInput, editor: Editor) {
  const { latitude, longitude, services, ...fields } = input;
  return {
    ...fields,
    services: BRANCH_SERVICE_CODES.filter((code) => services.includes(code)),
    latitude: latitude === null ? null : latitude.toFixed(6),
    longitude: longitude === null ? null : longitude.toFixed(6),
    updatedAt: new Date(),
    updatedBy: editor.displayName,
  };
}

/** The branch finder for visitors and the operators' changes to branches (each audited). */
export function createBranchService(db: Db) {
  async function existing(tx: Db, id: number) {
    const row = await repo.branchById(tx, id);
    if (!row) throw new AppError('BRANCH_NOT_FOUND');
    return row;
  }

  async function nameFree(tx: Db, name: string, exceptId?: number) {
    if (await repo.branchNamed(tx, name, exceptId)) throw new AppError('BRANCH_NAME_TAKEN', { field: 'branch.name' });
  }

  return {
    async search(f: Filters & { services: string[]; pageNo: number; pageSize: number }) {
      const region = regionOf(f);
      const [found, options] = await Promise.all([
        repo.searchBranches(
          db,
          { ...region, keyword: orAny(f.keyword), services: f.services, active: true },
          { offset: (f.pageNo - 1) * f.pageSize, limit: f.pageSize },
        ),
        repo.regionOptions(db, { ...region, active: true }),
      ]);
      return { total: found.total, pageNo: f.pageNo, pageSize: f.pageSize, items: found.rows.map(branchCard), options };
    },

    async adminList(f: Filters & { active?: boolean | undefined; pageNo: number; pageSize: number }) {
      const region = regionOf(f);
      const [found, options] = await Promise.all([
        repo.searchBranches(db, { ...region, keyword: orAny(f.keyword), active: f.active }, { offset: (f.pageNo - 1) * f.pageSize, limit: f.pageSize }),
        repo.regionOptions(db, region),
      ]);
      return { total: found.total, items: found.rows.map(branchRow), options };
    },

    async create(input: BranchInput, editor: Editor) {
      const row = await db.transaction(async (tx) => {
        await nameFree(tx, input.name);
        const saved = await repo.insertBranch(tx, { ...valuesOf(input, editor), active: true });
        await recordAudit(tx, editor, {
          entity: 'branch',
          entityKey: String(saved.id),
          action: 'create',
          summary: `新增网点 ${saved.name}`,
          after: branchSnapshot(saved),
        });
        return saved;
      });
      return { branch: branchRow(row) };
    },

    async update(id: number, input: BranchInput, editor: Editor) {
      const row = await db.transaction(async (tx) => {
        const before = await existing(tx, id);
        await nameFree(tx, input.name, id);
        const saved = await repo.updateBranch(tx, id, valuesOf(input, editor));
        await recordAudit(tx, editor, {
          entity: 'branch',
          entityKey: String(id),
          action: 'update',
          summary: `修改网点 ${saved.name}`,
          before: branchSnapshot(before),
          after: branchSnapshot(saved),
        });
        return saved;
      });
      return { branch: branchRow(row) };
    },

    async setActive(id: number, active: boolean, editor: Editor) {
      const row = await db.transaction(async (tx) => {
        const before = await existing(tx, id);
        const saved = await repo.updateBranch(tx, id, { active, updatedAt: new Date(), updatedBy: editor.displayName });
        await recordAudit(tx, editor, {
          entity: 'branch',
          entityKey: String(id),
          action: active ? 'online' : 'offline',
          summary: `网点 ${saved.name}：${active ? '恢复展示' : '停用，不再在网点查询中展示'}`,
          before: { active: before.active },
          after: { active },
        });
        return saved;
      });
      return { branch: branchRow(row) };
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
