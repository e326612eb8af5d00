import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { asSeller } from '../../test/sales.ts';
import { createListing, imeiWith } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { nameImeiDevices } from './imei.startup.ts';
import { lookupTac } from './tac.ts';
import { IPHONE_AD, phoneForm } from '../../test/phone-form.ts';

// Issue 39, item 3: "IMEI checked" says only what was checked. A TAC on our list names the device
// and is the strong state; a made-up number with a valid check digit and a TAC on no list is only
// "format valid", and the checked-only filter leaves it out.
let t: TestContext;
let seller: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  seller = await signUpAs(t, { accountType: 'seller' });
});
afterAll(() => t.close());

const IPHONE_13_TAC = '35104463';
const UNKNOWN_TAC = '99999901';

const list = (productName: string, imei: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: seller.headers,
    payload: phoneForm(seller, { productName, sellerName: 'Sam', ...IPHONE_AD, imei }),
  });

const detail = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json();
const ids = (items: { _id: string }[]) => items.map((p) => p._id);

describe('what "IMEI checked" says', () => {
  test('a known TAC is checked and names the device; an unknown TAC is only format valid, and checked=1 keeps the known one only', async () => {
    expect(lookupTac(IPHONE_13_TAC)).toEqual({ brand: 'Apple', model: 'iPhone 13' });
    expect(lookupTac(UNKNOWN_TAC)).toBeNull();
    const word = `zq${Date.now().toString(36)}`;
    const known = await list(`iPhone 13 ${word}`, imeiWith(IPHONE_13_TAC));
    const unknown = await list(`iPhone 13 ${word} too`, imeiWith(UNKNOWN_TAC));
    expect(known.statusCode, known.body).toBe(201);
    expect(unknown.statusCode, unknown.body).toBe(201);
    const knownId = known.json().insertedId as string;
    const unknownId = unknown.json().insertedId as string;

    expect(await detail(knownId)).toMatchObject({
      imeiChecked: true,
      imeiDevice: 'Apple iPhone 13',
    });
    const weak = await detail(unknownId);
    expect(weak).toMatchObject({ imeiChecked: false, imeiDevice: null });
    expect(weak.imeiLast4).toMatch(/^[0-9]{4}$/);

    // Stored: the device with the listing, none for the unknown TAC.
    const [row] = await t.database.db
      .select({ imeiDevice: listings.imeiDevice })
      .from(listings)
      .where(eq(listings.id, unknownId));
    expect(row).toEqual({ imeiDevice: null });

    const all = await t.app.inject({ url: `/api/search?q=${word}` });
    expect(ids(all.json().items).sort()).toEqual([knownId, unknownId].sort());
    const checked = await t.app.inject({ url: `/api/search?q=${word}&checked=1` });
    expect(ids(checked.json().items)).toEqual([knownId]);
    const category = await t.app.inject({ url: '/api/categories/iphone?checked=1&limit=60' });
    expect(ids(category.json())).toContain(knownId);
    expect(ids(category.json())).not.toContain(unknownId);
  });

  test('an IMEI typed with spaces or dashes is accepted and stored as its 15 digits', async () => {
    const imei = imeiWith(IPHONE_13_TAC);
    const typed = `${imei.slice(0, 2)}-${imei.slice(2, 8)} ${imei.slice(8, 14)}-${imei.slice(14)}`;
    const res = await list('iPhone 13 typed with dashes', typed);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ imei: listings.imei })
      .from(listings)
      .where(eq(listings.id, res.json().insertedId));
    expect(row).toEqual({ imei });
    expect(await detail(res.json().insertedId)).toMatchObject({
      imeiLast4: imei.slice(-4),
      imeiChecked: true,
    });
    // The same phone typed another way is the same IMEI.
    const again = await list('iPhone 13 again', imei.split('').join(' '));
    expect(again.statusCode).toBe(409);
  });
});

describe('listings from before the device was named', () => {
  test('none shows the badge for an unknown TAC; a known TAC is named at start', async () => {
    const me = asSeller(seller);
    // As migration 0029 leaves them: an IMEI, no device.
    const old = await createListing(t.database.db, me, { imei: imeiWith(IPHONE_13_TAC) });
    const madeUp = await createListing(t.database.db, me, { imei: imeiWith(UNKNOWN_TAC) });
    expect(await detail(old.id)).toMatchObject({ imeiChecked: false, imeiDevice: null });
    expect(await detail(madeUp.id)).toMatchObject({ imeiChecked: false, imeiDevice: null });

    expect(await nameImeiDevices(t.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select({ id: listings.id, imeiDevice: listings.imeiDevice })
      .from(listings)
      .where(eq(listings.sellerId, seller.user.id));
    const device = new Map(rows.map((r) => [r.id, r.imeiDevice]));
    expect(device.get(old.id)).toBe('Apple iPhone 13');
    expect(device.get(madeUp.id)).toBeNull();
    // Run again (another instance starting): nothing more to name.
    expect(await nameImeiDevices(t.database.db)).toBe(0);

    const checked = await t.app.inject({ url: '/api/categories/iphone?checked=1&limit=60' });
    expect(ids(checked.json())).toContain(old.id);
    expect(ids(checked.json())).not.toContain(madeUp.id);
  });
});
