import { randomUUID } from 'node:crypto';
import type { OpenApiCode } from '@portal/contract/open-platform/apis';
import type { Db } from '../../src/db/client.ts';
import { openApiApplications } from '../../src/db/schema/index.ts';

/**
 * An approved open-platform application, written straight into `open_api_applications` (the
 * "apply" part builds the real flow): what the sandbox reads through grantedApiCodes.
 */
export async function insertApprovedApplication(db: Db, enterpriseId: string, applicantUserId: string, apiCodes: OpenApiCode[], production = false): Promise<string> {
  const id = randomUUID();
  await db.insert(openApiApplications).values({
    id,
    orderNo: `YQT${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    enterpriseId,
    applicantUserId,
    apiCodes,
    agreementVersion: 'test',
    purpose: '测试',
    status: 'approved',
    reviewedBy: 'test-operator',
    reviewedAt: new Date(),
    productionStatus: production ? 'approved' : 'none',
  });
  return id;
}
