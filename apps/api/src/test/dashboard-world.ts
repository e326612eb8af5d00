import { afterAll, beforeAll } from 'vitest';
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
