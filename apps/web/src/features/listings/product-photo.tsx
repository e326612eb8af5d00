import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/image-urls';
import type { ProductDetail } from '@resale-zone/contract/listings';
import { loadChunk } from '../../components/layout/lazy-page.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { PhotoThumbnails } from './photo-thumbnails.tsx';

// The viewer and its styles are fetched on the first zoom, not with the page.
const PhotoZoom = lazy(() => loadChunk(() => import('./photo-zoom.tsx')));

const KEY_STEPS: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The listing's photos: the main one in a fixed 4:3 frame (nothing moves while it loads; the
 * server's page shows the cover), thumbnails and previous / next buttons to change it, the arrow
 * keys anywhere in the gallery, and pressing the main photo opens the full-screen viewer with zoom.
 */
export function ProductPhoto({ product }: { product: ProductDetail }) {
  const photos = product.photos;
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomLoaded, setZoomLoaded] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);
  const gallery = useRef<HTMLDivElement>(null);
  const last = photos.length - 1;
  const several = last > 0;
  const shown = Math.min(index, last);
  const photo = imageSources(photos[shown]!);
  const sold = product.availability === 'sold';
  const alt = (i: number) =>
    several ? `${product.productName}, photo ${i + 1} of ${photos.length}` : product.productName;

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[e.key];
    if (!step || !several) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(last, step(shown, last)));
    setIndex(next);
    // On a thumbnail, the focus follows to the one now shown.
    if (e.target instanceof HTMLElement && e.target.dataset.thumbnail !== undefined) {
      gallery.current?.querySelector<HTMLElement>(`[data-thumbnail="${next}"]`)?.focus();
    }
  }

  const arrow = (to: number, label: string, side: string, icon: React.ReactNode) => (
    <button
      type="button"
      aria-label={label}
      disabled={to < 0 || to > last}
      onClick={() => setIndex(to)}
      className={`btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/85 shadow disabled:hidden ${side}`}
    >
      {icon}
    </button>
  );

  return (
    <div
      ref={gallery}
      role="group"
      aria-label={`Photos of ${product.productName}`}
      onKeyDown={onKeyDown}
    >
      <div className="relative">
        <button
          ref={photoButton}
          type="button"
          aria-label={`${product.productName}: enlarge photo${several ? ` ${shown + 1} of ${photos.length}` : ''}`}
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
            alt={alt(shown)}
            width={800}
            height={600}
            fetchPriority={shown === 0 ? 'high' : undefined}
            className={`h-full w-full object-cover ${sold ? 'grayscale-[60%]' : ''}`}
          />
          <span className="absolute bottom-3 right-3 flex items-center gap-1 rounded-field bg-neutral/80 px-2 py-1 text-sm font-medium text-neutral-content">
            <Expand aria-hidden className="size-4" />
            Zoom
          </span>
          {several ? (
            <span className="absolute bottom-3 left-3 rounded-field bg-neutral/80 px-2 py-1 text-sm font-medium text-neutral-content">
              {shown + 1} / {photos.length}
            </span>
          ) : null}
          {product.availability === 'available' ? null : (
            <AvailabilityBadge
              availability={product.availability}
              size="lg"
              className="absolute left-3 top-3"
            />
          )}
        </button>
        {several
          ? arrow(
              shown - 1,
              'Previous photo',
              'left-2',
              <ChevronLeft aria-hidden className="size-5" />,
            )
          : null}
        {several
          ? arrow(
              shown + 1,
              'Next photo',
              'right-2',
              <ChevronRight aria-hidden className="size-5" />,
            )
          : null}
      </div>
      {several ? <PhotoThumbnails photos={photos} current={shown} onShow={setIndex} /> : null}
      {zoomLoaded ? (
        <Suspense fallback={null}>
          <PhotoZoom
            photos={photos.map((url, i) => ({ src: url, alt: alt(i) }))}
            index={shown}
            open={zoomOpen}
            onClose={() => setZoomOpen(false)}
            onView={setIndex}
            onExited={() => photoButton.current?.focus()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
