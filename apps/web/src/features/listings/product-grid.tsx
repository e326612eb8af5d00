import type { Ref } from 'react';
import type { Product } from '@resale-zone/contract/listings';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

export interface ProductGridProps extends Omit<ProductCardProps, 'product' | 'priority'> {
  products: Product[];
  /** Names the list for assistive technology, e.g. "Featured phones". */
  label?: string;
  /**
   * How many leading cards' photos load at once with high priority: 1 when the grid starts in the
   * first screen (its first photo is the page's largest paint on phones); 0 leaves them all lazy.
   */
  eagerCount?: number;
  /** `narrow`: the grid shares the row with a side panel (search filters), so 3 columns from 1280 px. */
  width?: 'full' | 'narrow';
  listRef?: Ref<HTMLUListElement>;
}

/** The spec's 3-column grid (1 column on phones, 2 on tablets). */
export function ProductGrid({
  products,
  label,
  eagerCount = 0,
  width = 'full',
  listRef,
  ...cardProps
}: ProductGridProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul
      ref={listRef}
      role="list"
      aria-label={label}
      className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${width === 'full' ? 'lg:grid-cols-3' : 'xl:grid-cols-3'}`}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < eagerCount} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
