import { and, eq } from 'drizzle-orm';
import { isInvoiceTypeCode } from '@portal/contract/calls/invoice-check/kinds';
import type { Db } from '../../db/client.ts';
import { invoiceRegistry } from '../../db/schema/invoice-check.ts';
import type { InvoiceRegistryProvider } from './invoice-registry-provider.ts';

/** Reads `invoice_registry`, the invoices operators import and the seed provides: one indexed read. */
export function localInvoiceRegistry(db: Db): InvoiceRegistryProvider {
  return {
    name: 'local',
    async find(invoiceCode, invoiceNo) {
      const [row] = await db
        .select()
        .from(invoiceRegistry)
        .where(and(eq(invoiceRegistry.invoiceCode, invoiceCode), eq(invoiceRegistry.invoiceNo, invoiceNo)));
      if (!row || !isInvoiceTypeCode(row.typeCode)) return null;
      const status = row.status === 'void' || row.status === 'red' ? row.status : 'normal';
      const { id, createdAt: _c, updatedAt: _u, source: _s, ...rest } = row;
      return { ...rest, typeCode: row.typeCode, status, registryId: id };
    },
  };
}
