import { lazy, Suspense, useRef, useState } from 'react';
import { Expand } from 'lucide-react';
import { GALLERY_PHOTOS, imgOf } from '../../assets/photos.ts';
import { loadChunk } from '../../components/layout/lazy-page.ts';

// The viewer and its styles are fetched on the first open, not with the home page.
const GalleryLightbox = lazy(() => loadChunk(() => import('./gallery-lightbox.tsx')));

/** The home page's five photos; each opens the zoomable lightbox at that photo. */
export function PhotoGallery() {
  const [openIndex, setOpenIndex] = useState(-1);
  const [hasOpened, setHasOpened] = useState(false);
  const lastOpened = useRef(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (index: number) => {
    lastOpened.current = index;
    setHasOpened(true);
    setOpenIndex(index);
  };

  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 py-16">
      <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">Gallery</p>
      <h2 id="gallery-heading" className="mb-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Life on Resale Zone
      </h2>
      <p className="mb-8 text-ink-muted">Select a photo to see it full screen and zoom in.</p>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {GALLERY_PHOTOS.map((photo, i) => {
          const isLead = i === 0;
          return (
            <li key={photo.alt} className={isLead ? 'col-span-2 lg:row-span-2' : ''}>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                aria-label={`${photo.caption}: enlarge photo`}
                onClick={() => open(i)}
                className={`group relative block aspect-[4/3] w-full overflow-hidden rounded-box bg-base-200 ${isLead ? 'lg:aspect-auto lg:h-full' : ''}`}
              >
                <img
                  {...imgOf(photo, photo.sources[1]?.src ?? photo.sources[0]!.src)}
                  sizes={
                    isLead
                      ? '(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw'
                      : '(min-width: 1152px) 280px, (min-width: 1024px) 25vw, 50vw'
                  }
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-black/75 to-transparent p-3 pt-10 text-left text-sm font-medium text-white">
                  {photo.caption}
                  <Expand aria-hidden className="size-4 shrink-0" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasOpened ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={GALLERY_PHOTOS}
            index={openIndex}
            onClose={() => setOpenIndex(-1)}
            onExited={() => buttons.current[lastOpened.current]?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
