import { imageSources } from '@resale-zone/contract/image-urls';

/** A stored photo as a small square thumbnail in a table row. */
export function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { cardSrc, srcSet } = imageSources(url);
  return (
    <img
      src={cardSrc}
      srcSet={srcSet}
      sizes="56px"
      alt={alt}
      loading="lazy"
      decoding="async"
      width={56}
      height={56}
      className="size-11 rounded-field sm:size-14 bg-base-200 object-cover"
    />
  );
}
