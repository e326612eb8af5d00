import { imageSources } from '@resale-zone/contract/image-urls';

export interface PhotoThumbnailsProps {
  photos: string[];
  current: number;
  onShow: (index: number) => void;
}

/**
 * The listing's photos as small buttons under the main one: each shows its photo there (the
 * current one is marked). The arrow keys move between them (the gallery handles them).
 */
export function PhotoThumbnails({ photos, current, onShow }: PhotoThumbnailsProps) {
  return (
    <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
      {photos.map((url, i) => (
        <li key={url} className="shrink-0">
          <button
            type="button"
            data-thumbnail={i}
            aria-label={`Show photo ${i + 1} of ${photos.length}`}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onShow(i)}
            className={`block size-16 overflow-hidden rounded-field border-2 bg-base-200 sm:size-20 ${
              i === current ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'
            }`}
          >
            <img
              src={imageSources(url).cardSrc}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
