import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AreaList, MeetingSpotList, type Area } from '@resale-zone/contract/areas';
import { ProductPage } from '@resale-zone/contract/search';
import { areas, auditEvents, listings } from '../../db/schema.ts';
import { type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { type TestContext } from '../../test/test-app.ts';
import { useAccounts } from '../../test/use-test-app.ts';

let t: TestContext;
let seller: SignedUp;
let buyer: SignedUp;
let admin: SignedUp;
useAccounts(['seller', 'buyer', 'admin'], (...opened) => ([t, { seller, buyer, admin }] = opened));

type Who = SignedUp | null;
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Who,
  payload?: object,
) => t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const addArea = async (city: string, name: string): Promise<Area> => {
  const res = await send('POST', '/api/admin/areas', admin, { city, name });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const publicAreas = async () => AreaList.parse((await t.app.inject({ url: '/api/areas' })).json());
const spotBody = (areaId: string, name: string) => ({
  name,
  areaId,
  address: 'Road 2, Dhaka',
  openingHours: 'Open 24 hours',
  note: 'Police station lobby',
});
const phone = (areaId?: string | null) => ({
  productName: 'Galaxy S21 128GB',
  sellerName: 'Sam',
  productPhoto: '/images/abc123.webp',
  resalePrice: 250,
  orginalPrice: 799,
  location: 'Near the lake, road 8',
  categories: 'Samsung',
  condition: 'Good',
  useDuration: '2 years',
  sellerEmail: seller.user.email,
  publishDat: '2026-11-20',
  description: 'Works well.',
  ...(areaId === undefined ? {} : { areaId }),
});
const list = (areaId?: string | null) => send('POST', '/api/addproduct', seller, phone(areaId));
const search = async (query: string) =>
  ProductPage.parse((await t.app.inject({ url: `/api/search?${query}` })).json());

describe('admins keep the area list', () => {
  test('only an admin adds, renames, retires or removes: 401 signed out, 403 for others', async () => {
    const area = await addArea('Dhaka', 'Wari');
    const calls: ['POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', '/api/admin/areas', { city: 'Dhaka', name: 'Paltan' }],
      ['PUT', `/api/admin/areas/${area.id}`, { city: 'Dhaka', name: 'Old Wari' }],
      ['PUT', `/api/admin/areas/${area.id}/retired`, { retired: true }],
      ['DELETE', `/api/admin/areas/${area.id}`],
      ['POST', '/api/admin/meeting-spots', spotBody(area.id, 'Wari Police Station')],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, null, payload)).statusCode).toBe(401);
      expect((await send(method, url, buyer, payload)).statusCode).toBe(403);
      expect((await send(method, url, seller, payload)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ url: '/api/admin/areas', headers: seller.headers })).statusCode,
    ).toBe(403);
    // Nothing was written by the refused calls.
    expect((await publicAreas()).filter((a) => a.city === 'Dhaka').map((a) => a.name)).toEqual([
      'Wari',
    ]);
  });

  test('a bad input is a 400 naming the field, with nothing written', async () => {
    const noName = await send('POST', '/api/admin/areas', admin, { city: 'Sylhet', name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'name', message: expect.stringMatching(/Area/) });
    const noCity = await send('POST', '/api/admin/areas', admin, { name: 'Zindabazar' });
    expect(noCity.json()).toMatchObject({ statusCode: 400, field: 'city' });
    const area = await addArea('Sylhet', 'Amberkhana');
    const noHours = await send('POST', '/api/admin/meeting-spots', admin, {
      ...spotBody(area.id, 'Sylhet Police'),
      openingHours: '',
    });
    expect(noHours.json()).toMatchObject({ statusCode: 400, field: 'openingHours' });
    const unknownArea = await send(
      'POST',
      '/api/admin/meeting-spots',
      admin,
      spotBody('00000000-0000-0000-0000-000000000000', 'Nowhere'),
    );
    expect(unknownArea.json()).toMatchObject({ statusCode: 400, field: 'areaId' });
    expect(
      MeetingSpotList.parse((await t.app.inject({ url: '/api/meeting-spots' })).json()),
    ).toEqual([]);
    expect((await publicAreas()).filter((a) => a.city === 'Sylhet')).toHaveLength(1);
    // The same area twice in a city, whatever the letter case, is a conflict.
    expect(
      (await send('POST', '/api/admin/areas', admin, { city: 'sylhet', name: 'AMBERKHANA' }))
        .statusCode,
    ).toBe(409);
  });

  test('an area nothing names is deleted; one in use is retired, kept by its listings, offered to nobody', async () => {
    const unused = await addArea('Khulna', 'Sonadanga');
    const removed = await send('DELETE', `/api/admin/areas/${unused.id}`, admin);
    expect(removed.json()).toEqual({ outcome: 'deleted' });

    const used = await addArea('Khulna', 'Khalishpur');
    const listed = await list(used.id);
    expect(listed.statusCode).toBe(201);
    const id = listed.json().insertedId as string;
    const retired = await send('DELETE', `/api/admin/areas/${used.id}`, admin);
    expect(retired.json()).toEqual({ outcome: 'retired' });
    // The public list leaves it out; the admins' list shows it retired; the listing keeps it.
    expect((await publicAreas()).some((a) => a.id === used.id)).toBe(false);
    const all = AreaList.parse(
      (await t.app.inject({ url: '/api/admin/areas', headers: admin.headers })).json(),
    );
    expect(all.find((a) => a.id === used.id)?.retiredAt).not.toBeNull();
    const detail = (await t.app.inject({ url: `/api/products/${id}` })).json();
    expect(detail.area).toEqual({ id: used.id, city: 'Khulna', name: 'Khalishpur' });
    // A new listing cannot pick it; the listing that has it may keep it through an edit.
    const refused = await list(used.id);
    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'areaId' });
    const kept = await send('PATCH', `/api/products/${id}`, seller, {
      areaId: used.id,
      description: 'Works well, still.',
    });
    expect(kept.statusCode).toBe(200);
    // An admin may offer it again.
    await send('PUT', `/api/admin/areas/${used.id}/retired`, admin, { retired: false });
    expect((await publicAreas()).some((a) => a.id === used.id)).toBe(true);
    const audit = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'area'), eq(auditEvents.targetId, used.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['add-area', 'restore-area', 'retire-area']);
  });

  test('a rename shows on the listings that name the area', async () => {
    const area = await addArea('Rajshahi', 'Shaheb Bazaar');
    const id = (await list(area.id)).json().insertedId as string;
    const renamed = await send('PUT', `/api/admin/areas/${area.id}`, admin, {
      city: 'Rajshahi',
      name: 'Shaheb Bazar',
    });
    expect(renamed.statusCode).toBe(200);
    const detail = (await t.app.inject({ url: `/api/products/${id}` })).json();
    expect(detail.area.name).toBe('Shaheb Bazar');
  });
});

describe('listings, search and brand pages by area', () => {
  test('a listing without an area still lists as the spec sends it; an unknown area is a 400', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(201);
    const detail = (await t.app.inject({ url: `/api/products/${plain.json().insertedId}` })).json();
    expect(detail).toMatchObject({ location: 'Near the lake, road 8', area: null });
    const unknown = await list('no-such-area');
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'areaId' });
  });

  test('the area filter finds only that area’s phones, on search and on the brand page', async () => {
    const gulshan = await addArea('Dhaka', 'Gulshan');
    const banani = await addArea('Dhaka', 'Banani');
    const inGulshan = [
      await createListing(t.database.db, seller.user, { areaId: gulshan.id, category: 'Iphone' }),
      await createListing(t.database.db, seller.user, { areaId: gulshan.id, category: 'Xiaomi' }),
    ];
    await createListing(t.database.db, seller.user, { areaId: banani.id, category: 'Iphone' });
    await createListing(t.database.db, seller.user, {
      areaId: gulshan.id,
      category: 'Iphone',
      isSold: true,
    });
    const found = await search(`area=${gulshan.id}`);
    expect(found.items.map((p) => p._id).sort()).toEqual(inGulshan.map((l) => l.id).sort());
    expect(found.total).toBe(2);
    expect(found.items.every((p) => p.area?.name === 'Gulshan')).toBe(true);
    // With other filters and sorts.
    const cheapest = await search(`area=${gulshan.id}&brand=iphone&sort=price-asc`);
    expect(cheapest.items.map((p) => p._id)).toEqual([inGulshan[0]!.id]);
    const brandPage = await t.app.inject({ url: `/api/categories/iphone?area=${gulshan.id}` });
    expect(brandPage.json().map((p: { _id: string }) => p._id)).toEqual([inGulshan[0]!.id]);
    expect(brandPage.headers['x-total-count']).toBe('1');
    // A malformed area is a 400 naming it.
    const bad = await t.app.inject({ url: '/api/search?area=%27%20or%201=1' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'area' });
  });

  test('a member keeps an area on their profile; a retired or unknown one is refused', async () => {
    const area = await addArea('Dhaka', 'Rampura');
    const profile = (
      await t.app.inject({ url: '/api/users/me/profile', headers: buyer.headers })
    ).json();
    const body = {
      name: profile.name,
      image: profile.image,
      bio: null,
      location: null,
      phone: null,
    };
    const saved = await send('PUT', '/api/users/me/profile', buyer, { ...body, areaId: area.id });
    expect(saved.json().areaId).toBe(area.id);
    const unknown = await send('PUT', '/api/users/me/profile', buyer, { ...body, areaId: 'nope' });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'areaId' });
    // Without the field (the form before areas) the area stays.
    const without = await send('PUT', '/api/users/me/profile', buyer, body);
    expect(without.json().areaId).toBe(area.id);
    const cleared = await send('PUT', '/api/users/me/profile', buyer, { ...body, areaId: '' });
    expect(cleared.json().areaId).toBeNull();
  });
});

describe('suggested meeting spots', () => {
  test('admins add, edit and remove spots; the listing’s area comes first', async () => {
    const uttara = await addArea('Dhaka', 'Uttara');
    const mirpur = await addArea('Dhaka', 'Mirpur');
    const add = (areaId: string, name: string) =>
      send('POST', '/api/admin/meeting-spots', admin, spotBody(areaId, name));
    const a = (await add(mirpur.id, 'Mirpur Police Station')).json();
    const b = (await add(uttara.id, 'Uttara Police Station')).json();
    expect(b).toMatchObject({ name: 'Uttara Police Station', area: { name: 'Uttara' } });
    const spots = async (area?: string) =>
      MeetingSpotList.parse(
        (await t.app.inject({ url: `/api/meeting-spots${area ? `?area=${area}` : ''}` })).json(),
      ).map((s) => s.name);
    expect((await spots(uttara.id)).slice(0, 1)).toEqual(['Uttara Police Station']);
    expect((await spots(mirpur.id)).slice(0, 1)).toEqual(['Mirpur Police Station']);
    // Without an area: by area (Mirpur before Uttara), then name.
    expect(await spots()).toEqual(['Mirpur Police Station', 'Uttara Police Station']);
    const edited = await send('PUT', `/api/admin/meeting-spots/${a.id}`, admin, {
      ...spotBody(uttara.id, 'Uttara Sector 7 Lobby'),
    });
    expect(edited.json()).toMatchObject({ name: 'Uttara Sector 7 Lobby', area: { id: uttara.id } });
    expect(await spots(mirpur.id)).toEqual(['Uttara Police Station', 'Uttara Sector 7 Lobby']);
    expect((await send('DELETE', `/api/admin/meeting-spots/${a.id}`, admin)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/meeting-spots/${a.id}`, admin)).statusCode).toBe(404);
    expect(await spots()).toEqual(['Uttara Police Station']);
    // A spot keeps its area in use: removing the area retires it.
    expect((await send('DELETE', `/api/admin/areas/${uttara.id}`, admin)).json()).toEqual({
      outcome: 'retired',
    });
    expect(
      (await t.database.db.select().from(areas).where(eq(areas.id, uttara.id)))[0]?.retiredAt,
    ).not.toBeNull();
    expect(
      (await t.database.db.select().from(listings).where(eq(listings.areaId, mirpur.id))).length,
    ).toBe(0);
  });
});
