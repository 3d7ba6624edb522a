import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openApiAdmins } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { seatFor, type EnterpriseSeat } from '../enterprise-access/seats.ts';

/**
 * The caller's seat when they may manage the enterprise's open-platform access: its director,
 * or a user the director named an API administrator. Another enterprise is "not found" (seatFor).
 */
export async function openApiManagerSeat(db: Db, userId: string, enterpriseId?: string): Promise<EnterpriseSeat> {
  const seat = await seatFor(db, userId, enterpriseId);
  if (seat.role === 'director') return seat;
  const [admin] = await db
    .select({ userId: openApiAdmins.userId })
    .from(openApiAdmins)
    .where(and(eq(openApiAdmins.enterpriseId, seat.enterpriseId), eq(openApiAdmins.userId, userId)));
  if (!admin) throw new AppError('OPEN_API_MANAGER_REQUIRED');
  return seat;
}
