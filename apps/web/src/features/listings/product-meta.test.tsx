import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ProductDetail } from '@resale-zone/contract/listings';
import { PublicOriginProvider } from '../../lib/public-origin.tsx';
import { aProduct } from '../../test/fixtures.ts';
import { ProductMeta } from './product-meta.tsx';

const ORIGIN = 'https://resale.example';
const TRAIL = [
  { label: 'Home', to: '/home' },
  { label: 'Phones', to: '/search' },
];

function aDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProduct({
      _id: 'p1',
      productName: 'iPhone 13 128GB',
      productPhoto: '/images/0123456789abcdef0123456789abcdef-1600.webp',
      resalePrice: 496,
      condition: 'Good',
      categories: 'One plus',
    }),
    photos: ['/images/0123456789abcdef0123456789abcdef-1600.webp'],
    seller: { name: 'Sam Rahman', memberSince: '2025-06-15T10:00:00.000Z', listingCount: 4 },
    ...overrides,
  };
}

function renderMeta(product: ProductDetail) {
  const { container } = render(
    <PublicOriginProvider origin={ORIGIN}>
      <ProductMeta product={product} trail={TRAIL} />
    </PublicOriginProvider>,
  );
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent!) as Record<string, unknown>,
  );
}

const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('ProductMeta', () => {
  test('a link preview shows the photo (absolute), the price and the condition', () => {
    renderMeta(aDetail());
    expect(document.title).toBe('iPhone 13 128GB - Resale Zone');
    expect(head('meta[property="og:type"]')).toBe('product');
    expect(head('meta[property="og:image"]')).toBe(
      `${ORIGIN}/images/0123456789abcdef0123456789abcdef-1600.webp`,
    );
    expect(head('meta[property="product:price:amount"]')).toBe('496.00');
    expect(head('meta[property="product:price:currency"]')).toBe('USD');
    expect(head('meta[property="product:condition"]')).toBe('used');
    expect(head('meta[name="description"]')).toMatch(/^\$496\.00\. Good condition/);
    expect(head('meta[name="twitter:data2"]')).toBe('Good');
  });

  test('JSON-LD: a Product with its Offer in stock, and the breadcrumb trail ending at it', () => {
    const [product, breadcrumbs] = renderMeta(aDetail());
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 13 128GB',
      image: [`${ORIGIN}/images/0123456789abcdef0123456789abcdef-1600.webp`],
      brand: { '@type': 'Brand', name: 'One Plus' },
      offers: {
        '@type': 'Offer',
        price: '496.00',
        priceCurrency: 'USD',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Sam Rahman' },
      },
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/home` },
        { '@type': 'ListItem', position: 2, name: 'Phones', item: `${ORIGIN}/search` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'iPhone 13 128GB',
          item: `${ORIGIN}/products/p1`,
        },
      ],
    });
  });

  test('JSON-LD names the brand as it is called now, after an admin renamed it', () => {
    const [product] = renderMeta(aDetail({ brandTitle: 'OnePlus' }));
    expect(product).toMatchObject({ brand: { '@type': 'Brand', name: 'OnePlus' } });
  });

  test('a reserved phone is Reserved, out of stock, and its preview says reserved', () => {
    const [product] = renderMeta(aDetail({ paid: true, availability: 'reserved' }));
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/Reserved' } });
    expect(head('meta[property="product:availability"]')).toBe('out of stock');
    expect(head('meta[name="twitter:data1"]')).toBe('$496.00 (reserved)');
  });

  test('a sold phone is SoldOut and its preview says sold', () => {
    const [product] = renderMeta(aDetail({ paid: true, availability: 'sold' }));
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    expect(head('meta[property="product:availability"]')).toBe('out of stock');
    expect(head('meta[name="twitter:data1"]')).toBe('$496.00 (sold)');
  });
});
