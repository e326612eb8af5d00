import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';

/** A brand page's link: its slug and the title shown. */
export interface BrandLink {
  slug: string;
  title: string;
}

/**
 * The Categories dropdown of the brands (the brands feature's one list, from the layout): a disclosure button and a list of links (no ARIA menu: these are plain
 * navigation links). Closes on Escape (focus back on the button), on a click outside, and after
 * navigating.
 */
export function CategoriesMenu({ brands }: { brands: readonly BrandLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const isCategoryPage = pathname.startsWith('/categories/');

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the open list closes it.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-ghost btn-sm gap-1 font-medium ${isCategoryPage ? 'bg-brand-soft text-brand-strong' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Categories
        <ChevronDown
          aria-hidden
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-card"
      >
        {brands.map(({ slug, title }) => (
          <li key={slug}>
            <NavLink
              to={`/categories/${slug}`}
              className={({ isActive }) =>
                `block rounded-field px-3 py-2 text-sm hover:bg-base-200 ${isActive ? 'bg-brand-soft font-semibold text-brand-strong' : ''}`
              }
            >
              {title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
