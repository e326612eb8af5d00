import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';
import { imeiDeviceName } from './tac.ts';

/**
 * Names the device of listings whose IMEI has none yet (those from before migration 0029, and any
 * whose TAC a newer shipped list knows): only a listing with a named device is "IMEI checked". A
 * TAC on no list stays unnamed, so its listing stays "format valid". Runs at start, by TAC (a few
 * hundred at most), and is safe to run on several instances at once.
 */
export async function nameImeiDevices(db: Db): Promise<number> {
  const tacs = await db
    .selectDistinct({ tac: sql<string>`left(${listings.imei}, 8)` })
    .from(listings)
    .where(and(isNotNull(listings.imei), isNull(listings.imeiDevice)));
  let named = 0;
  for (const { tac } of tacs) {
    const device = imeiDeviceName(tac);
    if (!device) continue;
    const rows = await db
      .update(listings)
      .set({ imeiDevice: device })
      .where(and(eq(sql`left(${listings.imei}, 8)`, tac), isNull(listings.imeiDevice)))
      .returning({ id: listings.id });
    named += rows.length;
  }
  return named;
}
