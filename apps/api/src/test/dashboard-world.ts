import { afterAll, beforeAll, expect } from 'vitest';
import { AdminDashboard, SellerDashboard } from '@resale-zone/contract/dashboard';
import { bookings } from '../db/schema.ts';
import { signUpAs, type SignedUp } from './auth.ts';
import { createUser } from './factories.ts';
import { caller, type Call } from './sales.ts';
import { createTestContext, type TestContext } from './test-app.ts';

export interface DashboardWorld {
  t: TestContext;
  call: Call;
  seller: SignedUp;
  otherSeller: SignedUp;
  admin: SignedUp;
  buyer: SignedUp;
}

export const at = (iso: string) => new Date(iso);

/**
 * The set-up of the dashboard suites: the app with the figures' clock `clock`, two sellers, an
 * admin and a buyer, made before the file's tests (`use` receives them) and closed after; and
 * `booking`, a booking row written straight into the database.
 */
export function useDashboardWorld(clock: () => Date, use: (world: DashboardWorld) => void) {
  let world: DashboardWorld;
  beforeAll(async () => {
    const t = await createTestContext({}, { dashboard: { now: clock } });
    const [seller, otherSeller, admin, buyer] = await Promise.all([
      signUpAs(t, { accountType: 'seller' }),
      signUpAs(t, { accountType: 'seller' }),
      signUpAs(t, { accountType: 'admin' }),
      signUpAs(t, { accountType: 'buyer' }),
    ]);
    world = { t, call: caller(t), seller, otherSeller, admin, buyer };
    use(world);
  });
  afterAll(() => world.t.close());

  async function booking(listingId: string, fields: Partial<typeof bookings.$inferInsert>) {
    const db = world.t.database.db;
    const [row] = await db
      .insert(bookings)
      .values({
        listingId,
        // A buyer of their own: one live booking per buyer and phone.
        buyerId: (await createUser(db, { createdAt: at('2025-01-01T00:00:00Z') })).id,
        name: 'A Buyer',
        email: world.buyer.user.email,
        productName: 'Phone',
        photo: '/images/test.webp',
        priceCents: 10_000,
        number: '01711000000',
        place: 'Banani',
        state: 'released',
        ...fields,
      })
      .returning();
    return row!;
  }

  return { booking };
}

/**
 * A dashboard's figures as a test expects them, each given as [this period, the period before]:
 * `periods({ views: [15, 7] })` is `{ views: { current: 15, previous: 7 } }`.
 */
export const periods = <K extends string>(figures: Record<K, readonly [number, number]>) =>
  Object.fromEntries(
    Object.entries<readonly [number, number]>(figures).map(([name, [current, previous]]) => [
      name,
      { current, previous },
    ]),
  ) as Record<K, { current: number; previous: number }>;

/** The seller's dashboard as `who` reads it (`query`, e.g. `?days=90`), once it answered 200. */
export async function sellerDashboard(call: Call, who: SignedUp, query = '') {
  const res = await call(who, 'GET', `/dashboard/seller${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return SellerDashboard.parse(res.json());
}

/** The admin's dashboard as `who` reads it (`query`, e.g. `?days=90`), once it answered 200. */
export async function adminDashboard(call: Call, who: SignedUp, query = '') {
  const res = await call(who, 'GET', `/dashboard/admin${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminDashboard.parse(res.json());
}

/** A CSV export's lines, without its byte-order mark and its last line end. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

/** The header line of the seller's sales CSV. */
export const SALES_CSV_HEADER =
  'Booking,Product,Price (USD),State,Paid (UTC),Held now (USD),Released (UTC),Released hold (USD),Completed (UTC),Received (USD),Refunded (UTC),Refunded (USD)';

/** The header line of the admins' daily CSV. */
export const DAILY_CSV_HEADER =
  'Day (UTC),New listings,New users,Bookings,Paid bookings,Completed sales,Released holds,Released holds (USD),Received (USD),Refunds,Refunded (USD),Reports,Disputes,Expired holds';
