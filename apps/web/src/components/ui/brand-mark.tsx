import type { SimpleIcon } from 'simple-icons';

interface BrandMarkProps {
  icon: SimpleIcon;
  /** Accessible name; leave empty when a visible text next to the mark already names it. */
  label?: string;
  className?: string;
  /** A tighter box than the icon's 24x24 square, for wide wordmarks. */
  viewBox?: string;
}

/**
 * A brand's logo from simple-icons (CC0), drawn inline: no request, and it takes the text colour
 * (`currentColor`) unless a class sets another fill.
 */
export function BrandMark({ icon, label, className, viewBox = '0 0 24 24' }: BrandMarkProps) {
  const named = Boolean(label);
  return (
    <svg
      viewBox={viewBox}
      className={className}
      fill="currentColor"
      focusable="false"
      {...(named ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {named ? <title>{label}</title> : null}
      <path d={icon.path} />
    </svg>
  );
}
