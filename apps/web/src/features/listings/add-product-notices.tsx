import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, History } from 'lucide-react';
import { productPath } from './product-card.tsx';
import type { AddedProduct } from './add-product-submit.ts';

/** The seller's unsent entries are back after a reload or a slip of Back; Discard empties the form. */
export function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div role="status" className="alert alert-info alert-soft flex flex-wrap text-sm">
      <History aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 basis-60">
        <strong>Draft restored</strong> — what you typed last time is back. Choose the photo again
        before adding the product.
      </span>
      <button type="button" className="btn btn-sm btn-outline" onClick={onDiscard}>
        Discard draft
      </button>
    </div>
  );
}

interface ProductAddedProps {
  product: AddedProduct;
  /** Hides this notice and starts the next phone on an empty form. */
  onAddAnother: () => void;
}

/**
 * After a phone is listed: where it can be seen now. It takes the focus and scrolls into view
 * when it appears (the button that sent the form is at the bottom of a long page), so that a
 * screen reader and a phone's screen both land on it.
 */
export function ProductAdded({ product, onAddAnother }: ProductAddedProps) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus({ preventScroll: true });
    notice.current?.scrollIntoView?.({ block: 'center' });
  }, [product.id]);
  return (
    <div
      ref={notice}
      role="status"
      tabIndex={-1}
      className="alert alert-success alert-soft flex flex-wrap text-sm"
    >
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 basis-40">
        <strong>{product.name}</strong> is listed.
      </span>
      <span className="flex flex-wrap gap-2">
        <Link to={productPath(product.id)} className="btn btn-sm btn-outline">
          See its page
        </Link>
        <Link to="/deshboard/showproduct" className="btn btn-sm btn-outline">
          Go to My Products
        </Link>
        <button type="button" className="btn btn-sm btn-primary" onClick={onAddAnother}>
          Add another
        </button>
      </span>
    </div>
  );
}
