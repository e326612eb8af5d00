import type { Product } from '@resale-zone/contract/listings';

let next = 0;

/** A listing as the API answers it, for component tests; override what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  next += 1;
  return {
    _id: `listing-${next}`,
    productPhoto: `/images/phone-${next}.webp`,
    productName: `iPhone 13 128GB #${next}`,
    sellerName: 'Sam Rahman',
    resalePrice: 389,
    orginalPrice: 799,
    location: 'Dhaka, Gulshan',
    categories: 'Iphone',
    condition: 'Excellent',
    useDuration: '1 year 6 months',
    sellerEmail: 'sam.seller@resale.zone',
    publishDat: '2026-03-04',
    description: 'Battery health 91%.',
    paid: false,
    reported: false,
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
