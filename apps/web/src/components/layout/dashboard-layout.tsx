import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavLink } from '../ui/nav-link.tsx';
import { LayoutDashboard, PanelLeftOpen, X } from 'lucide-react';
import type { AccountType } from '@resale-zone/contract/users';
import { useAuth } from '../../features/auth/auth-context.tsx';

interface MenuItem {
  to: string;
  label: string;
}

/** The spec's drawer menus: sellers, admins, and everyone else (buyers). */
export const DASHBOARD_MENUS: Record<AccountType, MenuItem[]> = {
  seller: [
    { to: '/deshboard/addproduct', label: 'Add A Product' },
    { to: '/deshboard/showproduct', label: 'Show Product' },
    { to: '/deshboard/order', label: 'My Order' },
  ],
  admin: [
    { to: '/deshboard/allsellers', label: 'All Sellers' },
    { to: '/deshboard/allbuyers', label: 'All Buyers' },
    { to: '/deshboard/reported-products', label: 'Reported Products' },
    { to: '/deshboard/audit', label: 'Audit trail' },
  ],
  buyer: [
    { to: '/deshboard/booking', label: 'Booking' },
    { to: '/deshboard/wishlist', label: 'Wishlist' },
  ],
};

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-field px-3 py-2.5 font-medium hover:bg-base-200 ${
    isActive ? 'bg-brand-soft text-primary' : ''
  }`;

/**
 * The dashboard: a side drawer whose menu follows the role the server gives, beside the page.
 * From 1024 px the drawer stays open; below, a button opens it over the page (Escape, the close
 * button, the backdrop or following a link closes it).
 */
export function DashboardLayout() {
  const { role, isRoleLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // The drawer turns visible after a short transition; focus lands once it can.
    let tries = 0;
    const focusTimer = setInterval(() => {
      firstLinkRef.current?.focus();
      if (document.activeElement === firstLinkRef.current || ++tries > 12)
        clearInterval(focusTimer);
    }, 40);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearInterval(focusTimer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const items = role ? DASHBOARD_MENUS[role] : [];

  return (
    <div className="drawer lg:drawer-open mx-auto max-w-6xl">
      {/* daisyUI's drawer is driven by this checkbox; people use the buttons, not it. */}
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(e) => setOpen(e.target.checked)}
        tabIndex={-1}
        aria-hidden
      />
      <div className="drawer-content min-w-0 px-4 py-6 lg:py-8">
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline btn-sm mb-5 lg:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <PanelLeftOpen aria-hidden className="size-4" />
          Dashboard menu
        </button>
        <Outlet />
      </div>
      <div className="drawer-side z-50 lg:z-auto">
        <button
          type="button"
          className="drawer-overlay"
          aria-label="Close dashboard menu"
          tabIndex={-1}
          onClick={() => setOpen(false)}
        />
        <nav
          id="dashboard-menu"
          aria-label="Dashboard"
          className="flex min-h-full w-72 flex-col gap-2 border-r border-base-300 bg-base-100 p-4 lg:w-64 lg:bg-transparent lg:py-8"
        >
          <div className="flex items-center justify-between lg:hidden">
            <p className="font-semibold">Dashboard menu</p>
            <button
              type="button"
              className="btn btn-ghost btn-square btn-sm"
              aria-label="Close dashboard menu"
              onClick={() => {
                setOpen(false);
                toggleRef.current?.focus();
              }}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink ref={firstLinkRef} to="/deshboard" end className={itemClass}>
                <LayoutDashboard aria-hidden className="size-4" />
                Dashboard
              </NavLink>
            </li>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={itemClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {isRoleLoading ? (
            <p role="status" className="px-3 text-sm text-ink-muted">
              Loading your menu…
            </p>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
