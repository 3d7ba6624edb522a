import type { PageData } from '@portal/contract/page-config';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repo.ts';

export async function getPageData(db: Db, pageCode: string): Promise<PageData> {
  const page = await repo.findPage(db, pageCode);
  if (!page) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
  return page;
}
