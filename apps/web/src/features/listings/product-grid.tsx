import type { Product } from '@resale-zone/contract/listings';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

interface ProductGridProps extends Omit<ProductCardProps, 'product'> {
  products: Product[];
}

/** The spec's 3-column grid (1 column on phones, 2 on tablets). */
export function ProductGrid({ products, ...cardProps }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" role="list">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
