import type { Product } from '@resale-zone/contract/listings';
import { formatDollars } from '@resale-zone/contract/money';

export interface ProductCardProps {
  product: Product;
  onReport?: (product: Product) => void;
  onCheckout?: (product: Product) => void;
}

/** One phone in a grid: photo, name, the spec's four facts, Report and Check out. */
export function ProductCard({ product, onReport, onCheckout }: ProductCardProps) {
  return (
    <article
      className="card bg-base-100 shadow-sm border border-base-200"
      aria-labelledby={`product-${product._id}`}
    >
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={product.productPhoto}
          alt={product.productName}
          loading="lazy"
          decoding="async"
          width={800}
          height={600}
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-2 p-5">
        <h3 id={`product-${product._id}`} className="card-title text-lg">
          {product.productName}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">Resale Price</dt>
          <dd className="font-semibold">
            {formatDollars(product.resalePrice)}{' '}
            <span className="font-normal text-base-content/60 line-through">
              {formatDollars(product.orginalPrice)}
            </span>
          </dd>
          <dt className="text-base-content/70">Location</dt>
          <dd>{product.location}</dd>
          <dt className="text-base-content/70">Publish Date</dt>
          <dd>{product.publishDat}</dd>
          <dt className="text-base-content/70">Used</dt>
          <dd>{product.useDuration}</dd>
        </dl>
        <div className="card-actions mt-2 justify-between">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onReport?.(product)}
          >
            Report
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => onCheckout?.(product)}
          >
            Check out
          </button>
        </div>
      </div>
    </article>
  );
}
