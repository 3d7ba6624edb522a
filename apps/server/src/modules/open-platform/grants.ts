import { and, eq } from 'drizzle-orm';
import { OPEN_API_CODES, type OpenApiCode, type OpenApiEnvironment } from '@portal/contract/open-platform/apis';
import type { Db } from '../../db/client.ts';
import { openApiApplications } from '../../db/schema/index.ts';

/**
 * The APIs an enterprise may call in an environment: the union of its approved applications
 * (sandbox at the first approval, production at the second). Credentials are scoped to these.
 */
export async function grantedApiCodes(db: Db, enterpriseId: string, environment: OpenApiEnvironment): Promise<OpenApiCode[]> {
  const stage = environment === 'sandbox' ? eq(openApiApplications.status, 'approved') : eq(openApiApplications.productionStatus, 'approved');
  const rows = await db
    .select({ apiCodes: openApiApplications.apiCodes })
    .from(openApiApplications)
    .where(and(eq(openApiApplications.enterpriseId, enterpriseId), stage));
  const granted = new Set(rows.flatMap((r) => r.apiCodes));
  return OPEN_API_CODES.filter((code) => granted.has(code));
}
