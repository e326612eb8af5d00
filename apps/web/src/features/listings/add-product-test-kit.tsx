import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api.ts';

export const SELLER = { name: 'Sam Rahman', email: 'sam.seller@resale.zone' };
export const STORED_PHOTO = '/images/0123456789abcdef0123456789abcdef-1600.webp';

export const aPhoto = (type = 'image/png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'iphone.png', { type });

/** Fills every field as a seller would; the email and the seller name are prefilled. */
export async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Product name'), '  iPhone 13 128GB  ');
  await user.selectOptions(screen.getByLabelText('Category'), 'Iphone');
  await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');
  await user.type(screen.getByLabelText('Use duration'), '1 year 6 months');
  await user.clear(screen.getByLabelText('Publish date'));
  await user.type(screen.getByLabelText('Publish date'), '2026-03-04');
  await user.type(screen.getByLabelText('Description'), 'Battery health 91%.');
  await user.upload(screen.getByLabelText('Product photo'), aPhoto());
  await user.type(screen.getByLabelText('Resale price (USD)'), '389.50');
  await user.type(screen.getByLabelText('Original price (USD)'), '799');
  await user.type(screen.getByLabelText('Location'), 'Dhaka, Gulshan');
}

export const addProduct = () => screen.getByRole('button', { name: 'Add Product' });
/** The photo uploads (`POST /images`) and the product saves (`POST /addproduct`) sent. */
export const uploads = () => fakeApi.sent().filter((r) => r.url === '/api/images');
export const saves = () => fakeApi.sent().filter((r) => r.url === '/api/addproduct');
