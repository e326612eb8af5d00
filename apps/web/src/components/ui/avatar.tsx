import { UserRound } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/image-urls';

const SIZES = {
  /** A row of a list (40 px). */
  sm: { px: 40, box: 'size-10', initials: 'text-sm font-semibold', icon: 'size-5' },
  /** A profile's header (64 px). */
  md: { px: 64, box: 'size-16', initials: 'text-xl font-bold', icon: 'size-8' },
  /** The dashboard's welcome card (96 px). */
  lg: { px: 96, box: 'size-24', initials: 'text-3xl font-bold', icon: 'size-12' },
} as const;

/** Up to two initials: 'Sam Seller' → 'SS'. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
}

export interface AvatarProps {
  /** The person's photo, if they have one. */
  image: string | null | undefined;
  /** Their initials stand in for a missing photo; without a name, a person icon does. */
  name?: string;
  size: keyof typeof SIZES;
  /** Below the fold (a list's rows): the photo loads when it comes near. */
  lazy?: boolean;
  /** Extra classes of the circle (a ring, `shrink-0` in a row). */
  className?: string;
}

/**
 * A person's round photo, or their initials (or a person icon) when they have none. Decorative:
 * their name is always written beside it.
 */
export function Avatar({ image, name, size, lazy = false, className = '' }: AvatarProps) {
  const s = SIZES[size];
  if (!image) {
    return (
      <span
        aria-hidden
        className={`flex ${s.box} items-center justify-center rounded-full text-primary ${name === undefined ? 'bg-base-100' : `bg-brand-soft ${s.initials}`} ${className}`}
      >
        {name === undefined ? <UserRound className={s.icon} /> : initialsOf(name)}
      </span>
    );
  }
  const { cardSrc, srcSet } = imageSources(image);
  return (
    <img
      src={cardSrc}
      srcSet={srcSet}
      sizes={`${s.px}px`}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      width={s.px}
      height={s.px}
      className={`${s.box} rounded-full bg-base-200 object-cover ${className}`}
    />
  );
}
