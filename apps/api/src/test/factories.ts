import crypto from 'node:crypto';
import { luhnValid } from '@resale-zone/contract/imei';
import type { Db } from '../db/client.ts';
import { areas, listings, users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

const unique = () => crypto.randomBytes(4).toString('hex');

export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test User',
      email: `user-${unique()}@example.test`,
      accountType: 'buyer',
      ...overrides,
    })
    .returning();
  return user!;
}

export async function createListing(
  db: Db,
  seller: Pick<UserRow, 'id' | 'name' | 'email'>,
  overrides: Partial<typeof listings.$inferInsert> = {},
): Promise<ListingRow> {
  const [listing] = await db
    .insert(listings)
    .values({
      sellerId: seller.id,
      sellerName: seller.name,
      sellerEmail: seller.email,
      productName: `iPhone 13 ${unique()}`,
      productPhoto: '/images/test.webp',
      resalePriceCents: 39_900,
      originalPriceCents: 79_900,
      location: 'Dhaka',
      category: 'Iphone',
      condition: 'Good',
      useDuration: '1 year',
      publishDate: '2026-11-01',
      description: 'A phone in good shape.',
      ...overrides,
    })
    .returning();
  return listing!;
}

/** A new area of the site's list, in Dhaka: `name` and a unique suffix (names are unique per city). */
export async function createArea(db: Db, name = 'Area'): Promise<typeof areas.$inferSelect> {
  const [area] = await db
    .insert(areas)
    .values({ city: 'Dhaka', name: `${name} ${unique()}` })
    .returning();
  return area!;
}

let serial = 100_000;
/** A valid IMEI with this TAC: the 8 digits, a fresh 6-digit serial and the Luhn check digit. */
export function imeiWith(tac: string): string {
  const body = `${tac}${String(serial++ % 1_000_000).padStart(6, '0')}`;
  return body + [...'0123456789'].find((d) => luhnValid(body + d))!;
}
