import { customType } from 'drizzle-orm/pg-core';

/** Binary column (`bytea`) read and written as a Node Buffer: uploaded images live in the database (ARCHITECTURE §6). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
