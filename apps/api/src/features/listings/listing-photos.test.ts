import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { OwnProductList, ProductDetail } from '@resale-zone/contract/listings';
import { listings } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { uploadPhotos } from '../../test/photos.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let seller: SignedUp;
let other: SignedUp;
/** Nine photos of the seller's and one of another seller's. */
let own: string[];
let theirs: string;
beforeAll(async () => {
  t = await createTestContext();
  seller = await signUpAs(t, { accountType: 'seller' });
  other = await signUpAs(t, { accountType: 'seller' });
  own = await uploadPhotos(t, seller, 9);
  [theirs] = (await uploadPhotos(t, other, 1)) as [string];
});
afterAll(() => t.close());

const body = (extra: object = {}) => ({
  productName: 'Galaxy S21 128GB',
  sellerName: 'Sam',
  productPhoto: own[0],
  resalePrice: 300,
  orginalPrice: 699,
  location: 'Dhaka',
  categories: 'Samsung',
  condition: 'Good',
  useDuration: '1 year',
  sellerEmail: seller.user.email,
  publishDat: '2026-11-20',
  description: 'Works well, three photos.',
  ...extra,
});
const add = (payload: object, who = seller) =>
  t.app.inject({ method: 'POST', url: '/api/addproduct', headers: who.headers, payload });
const edit = (id: string, payload: object, who = seller) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: who.headers, payload });
const detail = async (id: string) =>
  ProductDetail.parse((await t.app.inject({ url: `/api/products/${id}` })).json());
/** The stored paths of the answer's absolute URLs. */
const paths = (urls: string[]) => urls.map((u) => new URL(u).pathname);
const listingCount = async () =>
  (await t.database.db.select().from(listings).where(eq(listings.sellerId, seller.user.id))).length;

async function listed(photos: string[]) {
  const res = await add(body({ productPhoto: photos[0], photos }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId as string;
}

describe('photos on add-product', () => {
  test("the spec's body (productPhoto only) lists one photo: the list is that photo", async () => {
    const res = await add(body());
    expect(res.statusCode, res.body).toBe(201);
    const page = await detail(res.json().insertedId);
    expect(paths(page.photos)).toEqual([own[0]]);
    expect(page.photos[0]).toBe(page.productPhoto);
  });

  test.each([1, 3, 8])(
    '%i photos are kept in their order; the first is productPhoto',
    async (n) => {
      const photos = own.slice(0, n).reverse();
      const id = await listed(photos);
      const page = await detail(id);
      expect(paths(page.photos)).toEqual(photos);
      expect(page.photos[0]).toBe(page.productPhoto);
      // My Products carries the same list, absolute like productPhoto.
      const mine = await t.app.inject({ url: '/api/addproduct', headers: seller.headers });
      const mineRow = OwnProductList.parse(mine.json()).find((p) => p._id === id)!;
      expect(mineRow.photos).toEqual(page.photos);
      expect(mineRow.photos[0]).toMatch(/^http:\/\/localhost(:\d+)?\/images\//);
    },
  );

  test('9 photos, a repeated photo or a list not starting with productPhoto: 400 naming photos, nothing listed', async () => {
    const before = await listingCount();
    for (const photos of [own.slice(0, 9), [own[0], own[1], own[1]], [own[1], own[0]], []]) {
      const res = await add(body({ productPhoto: own[0], photos }));
      expect(res.statusCode, JSON.stringify(photos)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'photos' });
    }
    expect(await listingCount()).toBe(before);
  });

  test("someone else's photo is refused, as the cover or further on; so is a stored name nobody uploaded", async () => {
    const before = await listingCount();
    const asCover = await add(body({ productPhoto: theirs }));
    expect(asCover.statusCode).toBe(400);
    expect(asCover.json()).toMatchObject({ field: 'productPhoto' });
    expect(asCover.json().message).toMatch(/photo you uploaded/);

    const further = await add(body({ photos: [own[0], theirs] }));
    expect(further.statusCode).toBe(400);
    expect(further.json()).toMatchObject({ field: 'photos' });
    expect(further.json().message).toMatch(/photo 2/);

    const unknown = `/images/${'ab'.repeat(16)}-640.webp`;
    const invented = await add(body({ photos: [own[0], unknown] }));
    expect(invented.statusCode).toBe(400);
    expect(invented.json()).toMatchObject({ field: 'photos' });
    expect(await listingCount()).toBe(before);
  });
});

describe('photos on edit', () => {
  test('the seller reorders, removes and adds photos; the cover follows the first', async () => {
    const id = await listed(own.slice(0, 3));
    const reordered = [own[2]!, own[0]!, own[1]!];
    const res = await edit(id, { photos: reordered, productPhoto: own[2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    let page = await detail(id);
    expect(paths(page.photos)).toEqual(reordered);
    expect(new URL(page.productPhoto).pathname).toBe(own[2]);

    // The same order again changes nothing.
    expect((await edit(id, { photos: reordered })).json()).toMatchObject({ modifiedCount: 0 });

    const trimmed = await edit(id, { photos: [own[1], own[4]] });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    page = await detail(id);
    expect(paths(page.photos)).toEqual([own[1], own[4]]);
    expect(new URL(page.productPhoto).pathname).toBe(own[1]);

    // Only productPhoto (as before photos existed): the cover changes, the rest stay.
    const cover = await edit(id, { productPhoto: own[5] });
    expect(cover.statusCode, cover.body).toBe(200);
    expect(paths((await detail(id)).photos)).toEqual([own[5], own[4]]);
    // A cover that was further on moves to the front, not twice.
    await edit(id, { productPhoto: own[4] });
    expect(paths((await detail(id)).photos)).toEqual([own[4]]);
  });

  test('the absolute URLs an answer gave are taken back as the stored paths', async () => {
    const id = await listed(own.slice(0, 3));
    const page = await detail(id);
    const res = await edit(id, { photos: [...page.photos].reverse() });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect([row!.productPhoto, ...row!.morePhotos]).toEqual(own.slice(0, 3).reverse());
  });

  test("someone else's photo, 9 photos or a cover that is not the first: 400 naming the field, nothing changed", async () => {
    const id = await listed(own.slice(0, 2));
    const refusals: [object, string][] = [
      [{ productPhoto: theirs }, 'productPhoto'],
      [{ photos: [own[0], theirs] }, 'photos'],
      [{ photos: own.slice(0, 9) }, 'photos'],
      [{ photos: [own[0], own[0]] }, 'photos'],
      [{ photos: [own[0], own[1]], productPhoto: own[1] }, 'photos'],
    ];
    for (const [payload, field] of refusals) {
      const res = await edit(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    expect(paths((await detail(id)).photos)).toEqual(own.slice(0, 2));
  });

  test("another seller cannot put a listing's photos on their own listing", async () => {
    const id = await listed([own[6]!]);
    const page = await detail(id);
    // The public page shows the photo's URL; using it elsewhere is still refused.
    const res = await add(
      { ...body({ productPhoto: page.productPhoto }), sellerEmail: other.user.email },
      other,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'productPhoto' });
  });
});
