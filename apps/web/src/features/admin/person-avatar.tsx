import { imageSources } from '@resale-zone/contract/images';

/** Up to two initials: 'Sam Seller' → 'SS'. */
function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
}

/**
 * A person's photo, or their initials when they have none. Decorative: their name is in the
 * same row.
 */
export function PersonAvatar({ image, name }: { image: string | null; name: string }) {
  if (!image) {
    return (
      <span
        aria-hidden
        className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-primary"
      >
        {initialsOf(name)}
      </span>
    );
  }
  const { cardSrc, srcSet } = imageSources(image);
  return (
    <img
      src={cardSrc}
      srcSet={srcSet}
      sizes="40px"
      alt=""
      loading="lazy"
      decoding="async"
      width={40}
      height={40}
      className="size-10 rounded-full bg-base-200 object-cover"
    />
  );
}
