import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (the default when the link points at the current page). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real <a href> (new tab, copy link, no JavaScript all work) whose plain
 * left click navigates without reloading the page. React Router's own Link also carries its
 * framework mode's route-module prefetching, which this app never uses (decision 014).
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    const there = path.pathname + path.search + path.hash;
    void navigate(to, { replace: replace ?? here === there, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
