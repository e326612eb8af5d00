import type { Product } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';

const SIZES = {
  sm: { resale: 'font-bold', original: '' },
  md: { resale: 'text-2xl font-bold', original: '' },
  lg: { resale: 'text-4xl font-extrabold', original: 'text-lg' },
};

interface PricesProps {
  product: Pick<Product, 'resalePrice' | 'orginalPrice'>;
  size: keyof typeof SIZES;
  /** Say 'Resale price' to screen readers (where no label nearby does). */
  nameResale?: boolean;
}

/** The asked price, then the price new struck through; the caller lays them out. */
export function Prices({ product, size, nameResale = false }: PricesProps) {
  const look = SIZES[size];
  return (
    <>
      <span className={`${look.resale} text-primary`}>
        {nameResale ? <span className="sr-only">Resale price </span> : null}
        {formatDollars(product.resalePrice)}
      </span>
      <span className={`${look.original} text-ink-muted line-through`}>
        <span className="sr-only">Original price </span>
        {formatDollars(product.orginalPrice)}
      </span>
    </>
  );
}
