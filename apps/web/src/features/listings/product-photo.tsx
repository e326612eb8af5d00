import { lazy, Suspense, useRef, useState } from 'react';
import { Expand } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/image-urls';
import type { ProductDetail } from '@resale-zone/contract/listings';
import { loadChunk } from '../../components/layout/lazy-page.ts';

// The viewer and its styles are fetched on the first zoom, not with the page.
const PhotoZoom = lazy(() => loadChunk(() => import('./photo-zoom.tsx')));

/** The listing's photo; pressing it opens the full-screen viewer with zoom. */
export function ProductPhoto({ product }: { product: ProductDetail }) {
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomLoaded, setZoomLoaded] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);
  const photo = imageSources(product.productPhoto);
  const sold = product.paid;
  return (
    <div>
      <button
        ref={photoButton}
        type="button"
        aria-label={`${product.productName}: enlarge photo`}
        onClick={() => {
          setZoomLoaded(true);
          setZoomOpen(true);
        }}
        className="group relative block aspect-[4/3] w-full overflow-hidden rounded-box border border-base-300 bg-base-200"
      >
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="(min-width: 1152px) 552px, (min-width: 1024px) 48vw, 100vw"
          alt={product.productName}
          width={800}
          height={600}
          fetchPriority="high"
          className={`h-full w-full object-cover ${sold ? 'grayscale-[60%]' : ''}`}
        />
        <span className="absolute bottom-3 right-3 flex items-center gap-1 rounded-field bg-neutral/80 px-2 py-1 text-sm font-medium text-neutral-content">
          <Expand aria-hidden className="size-4" />
          Zoom
        </span>
        {sold ? (
          <span className="badge badge-lg absolute left-3 top-3 border-0 bg-neutral font-bold uppercase tracking-wider text-neutral-content">
            Sold
          </span>
        ) : null}
      </button>
      {zoomLoaded ? (
        <Suspense fallback={null}>
          <PhotoZoom
            src={photo.src}
            alt={product.productName}
            open={zoomOpen}
            onClose={() => setZoomOpen(false)}
            onExited={() => photoButton.current?.focus()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
