import type { Ref } from 'react';
import { useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './link.tsx';

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class, or a function of whether the link points at the current page. */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on exactly this address, not on the pages below it. */
  end?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that knows whether it points at the current page: `aria-current="page"` and the
 * `isActive` class, as React Router's NavLink does for the props used here (its own NavLink brings
 * view-transition and pending-navigation code that the declarative router never uses).
 */
export function NavLink({ className, end = false, ref, ...props }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  // A trailing slash on the target still matches the page itself and the pages below it.
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Link {...props} ref={ref} aria-current={isActive ? 'page' : undefined} className={classes} />
  );
}
