import { describe, expect, test } from 'vitest';
import type { Booking } from '@resale-zone/contract/bookings';
import {
  OwnProductList,
  ProductDetail,
  ProductList,
  ReportedProduct,
  type ListingAvailability,
} from '@resale-zone/contract/listings';
import { WishlistList } from '@resale-zone/contract/wishlist';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import {
  bookedPhone,
  CHECKED,
  expireHolds,
  heldSale,
  payFor,
  type Call,
  type HeldSale,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useClockedAppWithAdmin } from '../../test/use-test-app.ts';

/**
 * What the phone is (issue 39, product.md section 7 "Say only what is true"): a held payment makes
 * it Reserved wherever it is shown, not Sold; it is Sold only after the handover, and a released
 * hold puts it back on sale at once. The spec's fields stay as they were (`paid` on the listing
 * and the booking).
 */
let t: TestContext;
let call: Call;
let admin: SignedUp;
// The handover's clock: the expiry moves it.
const clock = useClockedAppWithAdmin((...app) => ([t, call, admin] = app));

/**
 * A phone booked by its buyer and by a watcher, who also saved and reported it (so it is on every
 * list they and an admin read); then the buyer pays: the payment is held until the handover.
 */
async function watchedHold() {
  const sale = await bookedPhone(t);
  const watcher = await signUpAs(t, { accountType: 'buyer' });
  const id = sale.listing.id;
  expect((await call(watcher, 'PUT', `/wishlist/${id}`)).statusCode).toBe(200);
  const report = await call(watcher, 'PUT', `/addproduct/report/${id}`, { reason: 'scam' });
  expect(report.statusCode, report.body).toBe(200);
  const booked = await call(watcher, 'POST', '/booking', {
    product_id: id,
    number: '01711000001',
    place: 'Gulshan 1, the bookshop',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const paid = await payFor(t, sale.buyer, sale.bookingId);
  expect(paid.statusCode, paid.message).toBe(200);
  return { s: { ...sale, transactionId: paid.transactionId! }, watcher };
}

/** A booking of the phone by `buyer` that is open or held (not the released ones). */
async function liveBooking(buyer: SignedUp, listingId: string) {
  const list = (await call(buyer, 'GET', '/bookings')).json() as Booking[];
  return list.find((b) => b.product_id === listingId && b.state !== 'released');
}

/** The phone's availability on each page that shows it, and whether the public lists show it. */
async function seenAs(s: HeldSale, watcher: SignedUp) {
  const id = s.listing.id;
  const page = ProductDetail.parse((await call(null, 'GET', `/products/${id}`)).json());
  const mine = OwnProductList.parse(
    (
      await call(s.seller, 'GET', `/addproduct?email=${encodeURIComponent(s.seller.user.email)}`)
    ).json(),
  ).find((p) => p._id === id);
  const saved = WishlistList.parse((await call(watcher, 'GET', '/wishlist')).json()).find(
    (item) => item.product._id === id,
  );
  const reported = ReportedProduct.array()
    .parse((await call(admin, 'GET', '/reported/product')).json())
    .find((p) => p._id === id);
  const category = ProductList.parse((await call(null, 'GET', '/categories/iphone')).json());
  const watchersBooking = await liveBooking(watcher, id);
  return {
    page: page.availability,
    myProducts: mine?.availability,
    wishlist: saved?.product.availability,
    admin: reported?.availability,
    watchersBooking: watchersBooking?.listingAvailability,
    onPublicLists: category.some((p) => p._id === id),
  };
}

const everywhere = (availability: ListingAvailability, onPublicLists: boolean) => ({
  page: availability,
  myProducts: availability,
  wishlist: availability,
  admin: availability,
  watchersBooking: availability,
  onPublicLists,
});

const cancel = (s: HeldSale, buyer = s.buyer) =>
  call(buyer, 'POST', `/bookings/${s.bookingId}/cancel`, { reason: 'Found another one' });

async function handOver(s: HeldSale, buyer: SignedUp, bookingId: string) {
  const checked = await call(buyer, 'POST', `/bookings/${bookingId}/checklist`, CHECKED);
  expect(checked.statusCode, checked.body).toBe(200);
  const code = checked.json().code as string;
  const done = await call(s.seller, 'POST', `/orders/${bookingId}/handover`, { code });
  expect(done.statusCode, done.body).toBe(200);
}

describe('the phone reads Reserved while its payment is held, Sold only after the handover', () => {
  test('hold, cancel, hold again by another buyer, handover: reserved, available, reserved, sold', async () => {
    const { s, watcher } = await watchedHold();
    // A held phone: Reserved everywhere, gone from the public lists; the spec's paid stays true.
    expect(await seenAs(s, watcher)).toEqual(everywhere('reserved', false));
    const held = ProductDetail.parse((await call(null, 'GET', `/products/${s.listing.id}`)).json());
    expect(held.paid).toBe(true);
    const buyers = (await call(s.buyer, 'GET', `/bookings/${s.bookingId}`)).json() as Booking;
    expect(buyers).toMatchObject({ paid: true, state: 'held', listingAvailability: 'reserved' });
    // The watcher's open booking cannot be paid while the phone is reserved.
    expect(await liveBooking(watcher, s.listing.id)).toMatchObject({ soldToOther: true });

    // Released: back on sale at once, on every page and on the public lists.
    expect((await cancel(s)).statusCode).toBe(200);
    expect(await seenAs(s, watcher)).toEqual(everywhere('available', true));
    const reopened = await liveBooking(watcher, s.listing.id);
    expect(reopened).toMatchObject({ soldToOther: false, paid: false });

    // The watcher pays for their own booking: reserved again, for them.
    const paid = await payFor(t, watcher, reopened!._id);
    expect(paid.statusCode, paid.message).toBe(200);
    expect(await seenAs(s, watcher)).toEqual(everywhere('reserved', false));

    // The handover: now it is sold, and only now.
    await handOver(s, watcher, reopened!._id);
    expect(await seenAs(s, watcher)).toEqual(everywhere('sold', false));
    expect(await liveBooking(watcher, s.listing.id)).toMatchObject({
      paid: true,
      state: 'completed',
    });
  });

  test('a hold declined by the seller or expired puts the phone back on sale at once', async () => {
    const { s: declined, watcher: declinedWatcher } = await watchedHold();
    const decline = await call(declined.seller, 'POST', `/orders/${declined.bookingId}/decline`, {
      reason: 'Screen cracked',
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(await seenAs(declined, declinedWatcher)).toEqual(everywhere('available', true));

    const { s: expired, watcher: expiredWatcher } = await watchedHold();
    expect(await seenAs(expired, expiredWatcher)).toEqual(everywhere('reserved', false));
    await expireHolds(t, (ms) => (clock.offsetMs = ms));
    expect(await seenAs(expired, expiredWatcher)).toEqual(everywhere('available', true));
  });

  test('a phone nobody paid for is available', async () => {
    const s = await heldSale(t);
    expect((await cancel(s)).statusCode).toBe(200);
    const page = ProductDetail.parse((await call(null, 'GET', `/products/${s.listing.id}`)).json());
    expect(page).toMatchObject({ paid: false, availability: 'available' });
  });
});
