import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD } from './auth.ts';

/** Someone signed up through the API, in a cookie jar of their own (apart from any browser). */
export interface ApiAccount {
  name: string;
  email: string;
  api: APIRequestContext;
  token: string;
}

let counter = 0;
/**
 * Unique per run and per call, for emails and product names. The random part is digits: random
 * letters once spelt "zip" in a phone's name, and the payment page's region, named after the
 * phone, then matched the ZIP field's label.
 */
export function unique() {
  counter += 1;
  const random = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${Date.now().toString(36)}${counter}${random}`;
}

export const bearer = (account: ApiAccount) => ({ authorization: `Bearer ${account.token}` });

/** Signs up through the real endpoints and takes an access token, as the app does. */
export async function signUpThroughApi(
  baseURL: string,
  accountType: 'buyer' | 'seller',
  name: string,
  password = E2E_PASSWORD,
): Promise<ApiAccount> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = `${accountType}-${unique()}@example.com`;
  const answer = await api.post('/api/auth/sign-up', {
    data: { name, email, password, accountType },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const jwt = await api.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(jwt.ok(), await jwt.text()).toBe(true);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  return { name, email, api, token: accessToken };
}

export interface PhoneDetails {
  productName: string;
  resalePrice?: number;
  location?: string;
  description?: string;
  /** The phone's IMEI (an Apple TAC: the listing is an Iphone). */
  imei?: string;
  /** An area of the list (decision 056). */
  areaId?: string;
}

/**
 * A photo of this seller's own, as a listing needs (a listing may only name its seller's uploads):
 * a demo listing's picture, uploaded again. Answers its path.
 */
export async function uploadDemoPhoto(api: APIRequestContext, token: string): Promise<string> {
  const demo = (await (await api.get('/api/categories/iphone')).json()) as {
    productPhoto: string;
  }[];
  const photo = await api.get(demo[0]!.productPhoto);
  const upload = await api.post('/api/images', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      image: { name: 'phone.webp', mimeType: 'image/webp', buffer: await photo.body() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { data: { url: string } }).data.url;
}

/** A seller's new Iphone listing; its photo goes through the image service like a real upload. */
export async function listPhoneThroughApi(
  seller: ApiAccount,
  {
    productName,
    resalePrice = 420,
    location = 'Dhaka, Dhanmondi',
    description = 'Box and charger included.',
    imei,
    areaId,
  }: PhoneDetails,
): Promise<string> {
  const productPhoto = await uploadDemoPhoto(seller.api, seller.token);
  const created = await seller.api.post('/api/addproduct', {
    headers: bearer(seller),
    data: {
      productName,
      sellerName: seller.name,
      productPhoto,
      resalePrice,
      orginalPrice: resalePrice * 2,
      location,
      categories: 'Iphone',
      condition: 'Good',
      useDuration: '1 year',
      sellerEmail: seller.email,
      publishDat: '2026-03-01',
      description,
      ...(imei ? { imei } : {}),
      ...(areaId ? { areaId } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { insertedId: string }).insertedId;
}
