import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api.ts';

export const SELLER = { name: 'Sam Rahman', email: 'sam.seller@resale.zone' };
export const STORED_PHOTO = '/images/0123456789abcdef0123456789abcdef-1600.webp';

export const aPhoto = (type = 'image/png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'iphone.png', { type });

/** What `fillValidForm` enters, as the form sends it (with the photo's stored URL beside). */
export const FILLED = {
  productName: 'iPhone 13 128GB',
  sellerName: SELLER.name,
  resalePrice: 389.5,
  orginalPrice: 799,
  location: 'Dhaka, Gulshan',
  categories: 'Iphone',
  condition: 'Excellent',
  useDuration: '1 year 6 months',
  sellerEmail: SELLER.email,
  publishDat: '2026-03-04',
  description: 'Battery health 91%.',
};

/** Fills every field as a seller would; the email and the seller name are prefilled. */
export async function fillValidForm(user: UserEvent) {
  // Spaces around the name are trimmed, the prices are read as numbers.
  await user.type(screen.getByLabelText('Product name'), `  ${FILLED.productName}  `);
  await user.selectOptions(screen.getByLabelText('Category'), FILLED.categories);
  await user.selectOptions(screen.getByLabelText('Condition'), FILLED.condition);
  await user.type(screen.getByLabelText('Use duration'), FILLED.useDuration);
  await user.clear(screen.getByLabelText('Publish date'));
  await user.type(screen.getByLabelText('Publish date'), FILLED.publishDat);
  await user.type(screen.getByLabelText('Description'), FILLED.description);
  await user.upload(screen.getByLabelText('Product photo'), aPhoto());
  await user.type(screen.getByLabelText('Resale price (USD)'), '389.50');
  await user.type(screen.getByLabelText('Original price (USD)'), '799');
  await user.type(screen.getByLabelText('Location'), FILLED.location);
}

export const addProduct = () => screen.getByRole('button', { name: 'Add Product' });
/** The photo uploads (`POST /images`) and the product saves (`POST /addproduct`) sent. */
export const uploads = () => fakeApi.sent().filter((r) => r.url === '/api/images');
export const saves = () => fakeApi.sent().filter((r) => r.url === '/api/addproduct');
