import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedUp } from './auth.ts';

/**
 * The "add a phone" form (`POST /api/addproduct`) as the web app sends it, filled in by this
 * seller: a Xiaomi in Dhaka, $250 of $600. Tests change only the fields they are about.
 */
export function phoneForm(by: SignedUp, fields: Record<string, unknown> = {}) {
  return {
    productName: `Xiaomi ${Math.random()}`,
    sellerName: by.user.name,
    productPhoto: '/images/abc123.webp',
    resalePrice: 250,
    orginalPrice: 600,
    location: 'Dhaka',
    categories: 'Xiaomi',
    condition: 'Good',
    useDuration: '1 year',
    sellerEmail: by.user.email,
    publishDat: '2026-11-20',
    description: 'Works well.',
    ...fields,
  };
}

/** The form's fields for an iPhone in Gulshan, as the IMEI tests list it. */
export const IPHONE_AD = {
  resalePrice: 450,
  orginalPrice: 799,
  location: 'Dhaka, Gulshan',
  categories: 'Iphone',
};

/** An iPhone 8 listed again after it was sold or taken off sale. */
export const IPHONE_8_AD = {
  productName: 'iPhone 8 64GB',
  resalePrice: 150,
  orginalPrice: 699,
  location: 'Dhaka, Gulshan',
  categories: 'Iphone',
  useDuration: '2 years',
};

/** Adds a phone through the API as this seller (the form above, changed by `fields`): its id. */
export async function addPhoneByApi(
  app: FastifyInstance,
  by: SignedUp,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: by.headers,
    payload: phoneForm(by, fields),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId as string;
}
