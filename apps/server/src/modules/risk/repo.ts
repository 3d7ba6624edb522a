import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riskDevices } from '../../db/schema/risk.ts';

export interface DeviceSighting {
  fingerprint: string;
  userAgent: string;
  screen: string;
  timezone: string;
  language: string;
  platform: string;
  ip: string;
}

/** Records a sighting; returns the device and how many visits it has now. */
export async function upsertDevice(db: Db, s: DeviceSighting): Promise<{ deviceId: string; visits: number }> {
  const rows = await db
    .insert(riskDevices)
    .values({ ...s, lastIp: s.ip })
    .onConflictDoUpdate({
      target: riskDevices.fingerprint,
      set: {
        visits: sql`${riskDevices.visits} + 1`,
        lastSeen: sql`now()`,
        lastIp: s.ip,
        userAgent: s.userAgent,
      },
    })
    .returning({ deviceId: riskDevices.deviceId, visits: riskDevices.visits });
  return rows[0]!;
}
