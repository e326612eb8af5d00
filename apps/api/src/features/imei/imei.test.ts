import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Imei, IMEI_CHECK_MESSAGE, IMEI_FORMAT_MESSAGE } from '@resale-zone/contract/imei';
import { DEMO_IMEIS, DEMO_LISTINGS } from '../../db/demo/demo-data.ts';
import { auditEvents, blockedImeis, listings } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { imeiWith } from '../../test/factories.ts';
import { type TestContext } from '../../test/test-app.ts';
import { BLOCKED_MESSAGE, DUPLICATE_MESSAGE } from './imei.service.ts';
import { brandFitsCategory, lookupTac } from './tac.ts';
import { useAccounts } from '../../test/use-test-app.ts';
import { IPHONE_8_AD, phoneForm } from '../../test/phone-form.ts';

let t: TestContext;
let seller: SignedUp;
let admin: SignedUp;
useAccounts(['seller', 'admin'], (...opened) => ([t, { seller, admin }] = opened));

const APPLE_TAC = '35299209'; // iPhone 8 in the shipped list
const SAMSUNG_TAC = '35332510'; // Samsung SM-G960F/DS
const REDMI_TAC = '86015303'; // Redmi Note 3
const HUAWEI_TAC = '86344104'; // Huawei P20 lite
const ONEPLUS_TAC = '86122904'; // OnePlus GM1900
const UNKNOWN_TAC = '99999901';

const body = (imei?: string, categories = 'Iphone') =>
  phoneForm(seller, {
    ...IPHONE_8_AD,
    sellerName: 'Sam',
    categories,
    ...(imei === undefined ? {} : { imei }),
  });

const list = (payload: object, who: SignedUp = seller) =>
  t.app.inject({ method: 'POST', url: '/api/addproduct', headers: who.headers, payload });

const listingsWith = async (imei: string) =>
  t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.imei, imei));

describe('the IMEI on add-product', () => {
  test('the form without an IMEI works as before: no IMEI, not checked', async () => {
    for (const payload of [body(), body('')]) {
      const res = await list(payload);
      expect(res.statusCode).toBe(201);
      const detail = await t.app.inject({ url: `/api/products/${res.json().insertedId}` });
      expect(detail.json()).toMatchObject({ imeiLast4: null, imeiChecked: false });
    }
  });

  test.each([
    ['letters', '49015420323751A', IMEI_FORMAT_MESSAGE],
    ['14 digits', '49015420323751', IMEI_FORMAT_MESSAGE],
    ['16 digits', '4901542032375180', IMEI_FORMAT_MESSAGE],
    ['Arabic-Indic digits', '٤٩٠١٥٤٢٠٣٢٣٧٥١٨', IMEI_FORMAT_MESSAGE],
    ['Devanagari digits', '४९०१५४२०३२३७५१८', IMEI_FORMAT_MESSAGE],
    ['a number, not text', 490154203237518, IMEI_FORMAT_MESSAGE],
    ['a wrong check digit', '490154203237519', IMEI_CHECK_MESSAGE],
  ])('%s: 400 naming imei, nothing written', async (_, imei, message) => {
    const before = await t.database.db.select({ id: listings.id }).from(listings);
    const res = await list({ ...body(), imei });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'imei', message: `imei: ${message}` });
    const after = await t.database.db.select({ id: listings.id }).from(listings);
    expect(after.length).toBe(before.length);
  });

  test('490154203237518 passes the format check; its TAC is a Nokia 3110, so not an iPhone', async () => {
    expect(lookupTac('49015420')).toEqual({ brand: 'Nokia', model: '3110' });
    const res = await list(body('490154203237518'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'imei',
      message:
        'imei: This IMEI belongs to a Nokia 3110, not to an Apple phone. Check the IMEI and the category.',
    });
  });

  test('a TAC of another brand than the category is refused, naming the device', async () => {
    const res = await list(body(imeiWith(SAMSUNG_TAC)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'imei: This IMEI belongs to a Samsung SM-G960F/DS (SIM2), not to an Apple phone. Check the IMEI and the category.',
    );
    const oneplus = await list(body(imeiWith(APPLE_TAC), 'One plus'));
    expect(oneplus.statusCode).toBe(400);
    expect(oneplus.json().message).toContain(
      'belongs to an Apple iPhone 8, not to a OnePlus phone',
    );
  });

  test('a matching TAC (Redmi counts as Xiaomi) and an unknown TAC are accepted', async () => {
    expect(lookupTac(UNKNOWN_TAC)).toBeNull();
    for (const [imei, category] of [
      [imeiWith(APPLE_TAC), 'Iphone'],
      [imeiWith(REDMI_TAC), 'Xiaomi'],
      [imeiWith(UNKNOWN_TAC), 'Huawei'],
      [` ${imeiWith(UNKNOWN_TAC)} `, 'Iphone'],
    ] as const) {
      const res = await list(body(imei, category));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await listingsWith(imei.trim());
      expect(row?.id).toBe(res.json().insertedId);
    }
  });
});

describe('one unsold listing per IMEI', () => {
  test('a second listing with the same IMEI is a 409 naming imei', async () => {
    const imei = imeiWith(APPLE_TAC);
    expect((await list(body(imei))).statusCode).toBe(201);
    const other = await signUpAs(t, { accountType: 'seller' });
    const again = await list({ ...body(imei), sellerEmail: other.user.email }, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'imei', message: DUPLICATE_MESSAGE });
  });

  test('20 parallel creations with one IMEI leave exactly one listing', async () => {
    const imei = imeiWith(APPLE_TAC);
    const answers = await Promise.all(Array.from({ length: 20 }, () => list(body(imei))));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // The others: the seller holds the listing that won and is told which one; tries beyond the
    // day's IMEI answers, taken up front while the others run, are a 429 that tells nothing.
    expect(codes.filter((c) => c === 409 || c === 429)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().message).toMatch(/^imei: You already list this phone as “iPhone 8 64GB”/);
    }
    expect(await listingsWith(imei)).toHaveLength(1);
    // Nothing was learnt, so nothing stays counted: the seller lists the next phone.
    expect((await list(body(imeiWith(APPLE_TAC)))).statusCode).toBe(201);
  });

  test('once the listing is sold or deleted, the phone can be listed again', async () => {
    const imei = imeiWith(APPLE_TAC);
    const first = (await list(body(imei))).json().insertedId as string;
    await t.database.db.update(listings).set({ isSold: true }).where(eq(listings.id, first));
    const second = await list(body(imei));
    expect(second.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${second.json().insertedId}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(body(imei))).statusCode).toBe(201);
  });
});

describe('the blocklist', () => {
  const block = (payload: object, who: SignedUp = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/blocked-imeis',
      headers: who.headers,
      payload,
    });

  test('an admin blocks an IMEI: it cannot be listed; unblocked, it can; both are audited', async () => {
    const imei = imeiWith(APPLE_TAC);
    const blocked = await block({ imei, reason: 'fraud', note: 'Chargeback' });
    expect(blocked.statusCode).toBe(201);
    const id = blocked.json().insertedId as string;
    expect((await block({ imei, reason: 'lost' })).statusCode).toBe(409);

    const refused = await list(body(imei));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'imei', message: BLOCKED_MESSAGE });
    expect(await listingsWith(imei)).toHaveLength(0);

    const page = await t.app.inject({
      url: `/api/admin/blocked-imeis?q=${imei}`,
      headers: admin.headers,
    });
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json()).toEqual([
      expect.objectContaining({
        _id: id,
        imei,
        reason: 'fraud',
        note: 'Chargeback',
        source: 'admin',
        blockedBy: admin.user.name,
      }),
    ]);

    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blocked-imeis/${id}`,
      headers: admin.headers,
    });
    expect(unblocked.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blocked-imeis/${id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect((await list(body(imei))).statusCode).toBe(201);

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'imei'), eq(auditEvents.targetId, id)));
    expect(trail.map((e) => [e.action, e.actorId, e.detail]).sort()).toEqual([
      ['block-imei', admin.user.id, `IMEI …${imei.slice(-4)} (fraud)`],
      ['unblock-imei', admin.user.id, `IMEI …${imei.slice(-4)} (fraud)`],
    ]);
  });

  test('a bad IMEI or reason is a 400 naming it, nothing written', async () => {
    const bad = await block({ imei: '490154203237519', reason: 'stolen' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'imei' });
    const reason = await block({ imei: imeiWith(APPLE_TAC), reason: 'dislike' });
    expect(reason.json()).toMatchObject({ statusCode: 400, field: 'reason' });
    const rows = await t.database.db
      .select()
      .from(blockedImeis)
      .where(eq(blockedImeis.imei, '490154203237519'));
    expect(rows).toHaveLength(0);
  });
});

describe('who sees the IMEI', () => {
  test('public answers carry only the last 4 digits; the seller and admins see all of it', async () => {
    const imei = imeiWith(APPLE_TAC);
    const res = await list(body(imei));
    const id = res.json().insertedId as string;
    await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/advertise/${id}`,
      headers: seller.headers,
    });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${id}`,
      headers: buyer.headers,
    });

    for (const url of [
      `/api/products/${id}`,
      '/api/advertise',
      '/api/categories/iphone',
      '/api/search?q=iphone',
      '/api/search?checked=1',
    ]) {
      const answer = await t.app.inject({ url, headers: buyer.headers });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toContain(imei);
      expect(answer.body, url).toContain(`"imeiLast4":"${imei.slice(-4)}"`);
      expect(answer.body, url).not.toContain('"imei":');
    }
    const detail = await t.app.inject({ url: `/api/products/${id}` });
    expect(detail.json()).toMatchObject({ imeiLast4: imei.slice(-4), imeiChecked: true });

    const mine = await t.app.inject({ url: '/api/addproduct', headers: seller.headers });
    expect(mine.json().find((p: { _id: string }) => p._id === id)).toMatchObject({
      imei,
      imeiChecked: true,
    });
    const reported = await t.app.inject({ url: '/api/reported/product', headers: admin.headers });
    expect(reported.json().find((p: { _id: string }) => p._id === id)).toMatchObject({ imei });
  });
});

describe('checked phones only', () => {
  test('search and category pages filter with checked=1, keyset paging included', async () => {
    const other = await signUpAs(t, { accountType: 'seller' });
    const mine = (imei?: string) =>
      list({ ...body(imei, 'Huawei'), sellerEmail: other.user.email }, other);
    const checked: string[] = [];
    for (let i = 0; i < 3; i++) {
      checked.push((await mine(imeiWith(HUAWEI_TAC))).json().insertedId);
      await mine();
      // Format valid, device on no list: not "checked", so not in the filtered lists.
      await mine(imeiWith(UNKNOWN_TAC));
    }

    const all = await t.app.inject({ url: '/api/categories/huawei?limit=60' });
    const ids = (r: { json(): unknown }) => (r.json() as { _id: string }[]).map((p) => p._id);
    expect(ids(all).length).toBeGreaterThan(checked.length);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.app.inject({
        url: `/api/categories/huawei?checked=1&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(page.statusCode).toBe(200);
      for (const p of page.json() as { imeiChecked: boolean }[]) expect(p.imeiChecked).toBe(true);
      seen.push(...ids(page));
      cursor = page.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen.filter((id) => checked.includes(id)).sort()).toEqual([...checked].sort());
    expect(new Set(seen).size).toBe(seen.length);

    const search = await t.app.inject({ url: '/api/search?brand=huawei&checked=1&limit=60' });
    expect(search.json().items.every((p: { imeiChecked: boolean }) => p.imeiChecked)).toBe(true);
    expect(search.json().total).toBe(search.json().items.length);
    const unfiltered = await t.app.inject({ url: '/api/search?brand=huawei&checked=0&limit=60' });
    expect(unfiltered.json().total).toBeGreaterThan(search.json().total);

    const bad = await t.app.inject({ url: '/api/search?checked=yes' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'checked' });
    const badCategory = await t.app.inject({ url: '/api/categories/huawei?checked=2' });
    expect(badCategory.json()).toMatchObject({ statusCode: 400, field: 'checked' });
  });

  test('a new checked listing shows on the cached checked-only page at once', async () => {
    const url = '/api/categories/oneplus?checked=1';
    expect((await t.app.inject({ url })).json()).toEqual([]);
    expect((await t.app.inject({ url })).json()).toEqual([]);
    const oneplus = imeiWith(ONEPLUS_TAC);
    const res = await list(body(oneplus, 'One plus'));
    expect(res.statusCode).toBe(201);
    const after = await t.app.inject({ url });
    expect(after.json().map((p: { _id: string }) => p._id)).toEqual([res.json().insertedId]);
  });
});

describe('demo data', () => {
  test('the demo IMEIs are valid and unique; a known TAC names the listing’s own model', () => {
    const withImei = DEMO_LISTINGS.filter((l) => DEMO_IMEIS[l.model]);
    expect(withImei.length).toBe(Object.keys(DEMO_IMEIS).length);
    expect(new Set(Object.values(DEMO_IMEIS)).size).toBe(withImei.length);
    const named: string[] = [];
    for (const listing of withImei) {
      const imei = Imei.parse(DEMO_IMEIS[listing.model]);
      const device = lookupTac(imei.slice(0, 8));
      if (!device) continue;
      expect(brandFitsCategory(device.brand, listing.category), listing.model).toBe(true);
      // "IMEI checked: Apple iPhone 13" on an "iPhone 13 128GB", never another model's name.
      expect(listing.model.startsWith(device.model), listing.model).toBe(true);
      named.push(listing.model);
    }
    expect(named).toEqual(['iPhone 13 128GB']);
  });
});
