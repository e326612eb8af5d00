import { expect } from 'vitest';
import {
  addListing,
  book,
  payByCard,
  recordPayment,
  signIn,
  signUp,
  type Account,
} from './actors.ts';
import { request } from './http.ts';

/** What a user would miss after a restart: accounts, a listing, a booking, its payment. */
export interface Written {
  seller: Account;
  buyer: Account;
  listingId: string;
  bookingId: string;
  transactionId: string;
  paymentId: string;
}

export async function writeEverything(base: string): Promise<Written> {
  const seller = await signUp(base, 'seller');
  const buyer = await signUp(base, 'buyer');
  const listingId = await addListing(base, seller, 321.5);
  const bookingId = await book(base, buyer, listingId);
  const transactionId = await payByCard(base, buyer, bookingId);
  const recorded = await recordPayment(base, buyer, bookingId, transactionId);
  expect(recorded.status, recorded.body).toBe(200);
  return {
    seller,
    buyer,
    listingId,
    bookingId,
    transactionId,
    paymentId: (recorded.json as { insertedId: string }).insertedId,
  };
}

/** Reads it all back through the API, signing in again with the passwords. */
export async function expectEverything(base: string, w: Written) {
  const buyerToken = await signIn(base, w.buyer.email);
  const sellerToken = await signIn(base, w.seller.email);

  const bookings = await request(base, '/api/bookings', { token: buyerToken });
  expect(bookings.status, bookings.body).toBe(200);
  expect(bookings.json).toEqual([
    expect.objectContaining({
      _id: w.bookingId,
      product_id: w.listingId,
      price: 321.5,
      paid: true,
      transactionId: w.transactionId,
    }),
  ]);

  const products = await request(base, '/api/addproduct', { token: sellerToken });
  expect(products.status, products.body).toBe(200);
  expect(products.json).toEqual([
    expect.objectContaining({ _id: w.listingId, resalePrice: 321.5, paid: true }),
  ]);

  const orders = await request(base, '/api/order', { token: sellerToken });
  expect(orders.status, orders.body).toBe(200);
  expect(orders.json).toEqual([expect.objectContaining({ _id: w.bookingId, paid: true })]);

  // Recording the same payment again finds the payment that was kept, not a new one.
  const again = await recordPayment(
    base,
    { ...w.buyer, token: buyerToken },
    w.bookingId,
    w.transactionId,
  );
  expect(again.status, again.body).toBe(200);
  expect(again.json).toMatchObject({ insertedId: w.paymentId });
}
