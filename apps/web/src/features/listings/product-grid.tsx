import type { Product } from '@resale-zone/contract/listings';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

interface ProductGridProps extends Omit<ProductCardProps, 'product' | 'priority'> {
  products: Product[];
  /** Names the list for assistive technology, e.g. "Featured phones". */
  label?: string;
  /**
   * How many leading cards' photos load at once with high priority: 1 when the grid starts in the
   * first screen (its first photo is the page's largest paint on phones); 0 leaves them all lazy.
   */
  eagerCount?: number;
}

/** The spec's 3-column grid (1 column on phones, 2 on tablets). */
export function ProductGrid({ products, label, eagerCount = 0, ...cardProps }: ProductGridProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul
      role="list"
      aria-label={label}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < eagerCount} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
