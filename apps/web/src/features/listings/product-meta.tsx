import type { ListingAvailability, ProductDetail } from '@resale-zone/contract/listings';
import { CATEGORY_BY_SLUG, CATEGORY_TITLES } from '@resale-zone/contract/catalog';
import { formatDollars } from '../../lib/format.ts';
import { AVAILABILITY_WORDS } from './availability-badge.tsx';
import { breadcrumbListLd } from '../../components/seo/breadcrumb-list.ts';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import type { Crumb } from '../../components/ui/breadcrumbs.tsx';
import { absoluteUrl, usePublicOrigin } from '../../lib/public-origin.tsx';

const SCHEMA = 'https://schema.org';

/** schema.org's ItemAvailability for each state of the phone (a held one is Reserved). */
const SCHEMA_AVAILABILITY: Record<ListingAvailability, string> = {
  available: 'InStock',
  reserved: 'Reserved',
  sold: 'SoldOut',
  unavailable: 'OutOfStock',
};

/**
 * The brand's display name for a stored category ('One plus' → 'One Plus'), when the answer
 * does not carry the brand's current title.
 */
function brandName(category: string): string {
  const slug = Object.entries(CATEGORY_BY_SLUG).find(([, stored]) => stored === category)?.[0];
  return slug ? CATEGORY_TITLES[slug as keyof typeof CATEGORY_TITLES] : category;
}

/** schema.org's Product with its one Offer: a used phone at a price, in stock until reserved or sold. */
export function productLd(origin: string, product: ProductDetail) {
  const url = absoluteUrl(origin, `/products/${product._id}`);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': url,
    name: product.productName,
    description: product.description,
    // Every photo, the cover first.
    image: product.photos.map((photo) => absoluteUrl(origin, photo)),
    url,
    category: 'Mobile phones',
    brand: { '@type': 'Brand', name: product.brandTitle ?? brandName(product.categories) },
    offers: {
      '@type': 'Offer',
      url,
      price: product.resalePrice.toFixed(2),
      priceCurrency: 'USD',
      itemCondition: `${SCHEMA}/UsedCondition`,
      availability: `${SCHEMA}/${SCHEMA_AVAILABILITY[product.availability]}`,
      seller: { '@type': 'Person', name: product.seller.name },
      availableAtOrFrom: { '@type': 'Place', address: product.location },
    },
  };
}

/**
 * A listing page's title (the phone's name), description, canonical URL, link preview (photo,
 * price, condition) and structured data (Product with its Offer, and the breadcrumb trail).
 */
export function ProductMeta({ product, trail }: { product: ProductDetail; trail: Crumb[] }) {
  const origin = usePublicOrigin();
  const path = `/products/${product._id}`;
  const price = formatDollars(product.resalePrice);
  const state =
    product.availability === 'available' ? price : AVAILABILITY_WORDS[product.availability];
  return (
    <PageMeta
      page={product.productName}
      description={`${state}. ${product.condition} condition, used ${product.useDuration}, in ${product.location}. ${product.description}`}
      path={path}
      type="product"
      image={{ url: product.productPhoto, alt: product.productName }}
      openGraph={[
        ['product:price:amount', product.resalePrice.toFixed(2)],
        ['product:price:currency', 'USD'],
        ['product:condition', 'used'],
        [
          'product:availability',
          product.availability === 'available' ? 'in stock' : 'out of stock',
        ],
      ]}
      facts={[
        {
          label: 'Price',
          value:
            product.availability === 'available'
              ? price
              : `${price} (${AVAILABILITY_WORDS[product.availability].toLowerCase()})`,
        },
        { label: 'Condition', value: product.condition },
      ]}
      jsonLd={[
        productLd(origin, product),
        breadcrumbListLd(origin, trail, { label: product.productName, to: path }),
      ]}
    />
  );
}
