import { Link } from 'react-router';

/** The Resale Zone mark and wordmark, linking home. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`flex shrink-0 items-center gap-2 rounded-field text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-base-content'}`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden focusable="false">
        <rect width="32" height="32" rx="9" fill="#0f766e" />
        <rect x="10" y="5" width="12" height="22" rx="3" fill="#fff" />
        <rect x="11.5" y="7.5" width="9" height="15.5" rx="1.2" fill="#5eead4" />
        <path d="M13.5 16.5l2 2 3.5-4" stroke="#0f1b2d" strokeWidth="1.6" fill="none" />
      </svg>
      {/* Below 380 px the mark alone (the name stays for screen readers): a signed-in person's
          navbar holds the bell, Messages, Dashboard, Sing out, search and the menu. */}
      <span className={inverted ? undefined : 'max-[379px]:sr-only'}>
        Resale<span className={inverted ? 'text-accent' : 'text-primary'}> Zone</span>
      </span>
    </Link>
  );
}
