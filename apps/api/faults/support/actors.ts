import crypto from 'node:crypto';
import { expect } from 'vitest';
import { request, type Answer } from './http.ts';

export const PASSWORD = 'quartz-meadow-signal-58';

export interface Account {
  id: string;
  email: string;
  name: string;
  token: string;
}

function ok(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status}: ${answer.body}`);
  }
  return answer;
}

function sessionCookie(answer: Answer): string {
  const set = answer.headers['set-cookie'] ?? [];
  const cookie = set.map((c) => c.split(';')[0]!).find((c) => /rz_session=./.test(c));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(set)}`);
  return cookie;
}

async function tokenFor(base: string, email: string, cookie: string): Promise<string> {
  const jwt = ok(
    await request(base, `/api/jwt?email=${encodeURIComponent(email)}`, { cookie }),
    200,
    'GET /api/jwt',
  );
  return (jwt.json as { accessToken: string }).accessToken;
}

/** Signs up through the API (a real account with a password) and fetches an access token. */
export async function signUp(base: string, accountType: 'buyer' | 'seller'): Promise<Account> {
  const email = `${accountType}-${crypto.randomBytes(4).toString('hex')}@faults.test`;
  const name = `Fault ${accountType}`;
  const res = ok(
    await request(base, '/api/auth/sign-up', {
      method: 'POST',
      body: { name, email, password: PASSWORD, accountType },
    }),
    201,
    'sign-up',
  );
  const id = (res.json as { user: { uid: string } }).user.uid;
  return { id, email, name, token: await tokenFor(base, email, sessionCookie(res)) };
}

/** Signs in with the password (after a restart: the account and its password hash persisted). */
export async function signIn(base: string, email: string): Promise<string> {
  const res = ok(
    await request(base, '/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: PASSWORD },
    }),
    200,
    'sign-in',
  );
  return tokenFor(base, email, sessionCookie(res));
}

/** The add-product body of a phone of this seller's. */
export function listingBody(seller: Account, price = 250) {
  return {
    productName: `Pixel 7 ${crypto.randomBytes(3).toString('hex')}`,
    sellerName: seller.name,
    productPhoto: '/images/fault-test.webp',
    resalePrice: price,
    orginalPrice: price * 2,
    location: 'Chattogram',
    categories: 'Xiaomi',
    condition: 'Good',
    useDuration: '8 months',
    sellerEmail: seller.email,
    publishDat: '2026-11-20',
    description: 'Used gently, with its box.',
  };
}

export async function addListing(base: string, seller: Account, price = 250): Promise<string> {
  const res = ok(
    await request(base, '/api/addproduct', {
      method: 'POST',
      token: seller.token,
      body: listingBody(seller, price),
    }),
    201,
    'add product',
  );
  return (res.json as { insertedId: string }).insertedId;
}

export function bookingBody(listingId: string) {
  return { product_id: listingId, number: '01711000000', place: 'Agrabad' };
}

export async function book(base: string, buyer: Account, listingId: string): Promise<string> {
  const res = ok(
    await request(base, '/api/booking', {
      method: 'POST',
      token: buyer.token,
      body: bookingBody(listingId),
    }),
    201,
    'booking',
  );
  return (res.json as { insertedId: string }).insertedId;
}

/** Test-mode card payment up to (not including) recording it: the verified transaction id. */
export async function payByCard(base: string, buyer: Account, bookingId: string): Promise<string> {
  const intent = ok(
    await request(base, '/api/create-payment-intent', {
      method: 'POST',
      token: buyer.token,
      body: { bookingId },
    }),
    200,
    'payment intent',
  );
  const { clientSecret } = intent.json as { clientSecret: string };
  const confirmed = ok(
    await request(base, '/api/test-payments/confirm', {
      method: 'POST',
      token: buyer.token,
      body: {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '10001',
      },
    }),
    200,
    'card confirmation',
  );
  const body = confirmed.json as { paymentIntent?: { id: string; status: string } };
  // Authorised and held until the handover (decision 022).
  expect(body.paymentIntent?.status).toBe('requires_capture');
  return body.paymentIntent!.id;
}

export function recordPayment(
  base: string,
  buyer: Account,
  bookingId: string,
  transactionId: string,
) {
  return request(base, '/api/payments', {
    method: 'POST',
    token: buyer.token,
    body: { bookingId, transactionId, price: 1, email: buyer.email },
  });
}
