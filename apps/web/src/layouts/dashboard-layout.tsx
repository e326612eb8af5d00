import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PanelLeftOpen, X } from 'lucide-react';
import { VerifyEmailBanner } from '../features/account/verify-email-banner.tsx';
import { useAuth } from '../features/auth/auth-context.tsx';
import { DashboardMenu } from './dashboard-menu.tsx';

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
          className="btn btn-outline btn-sm mb-5 lg:hidden print:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <PanelLeftOpen aria-hidden className="size-4" />
          Dashboard menu
        </button>
        <VerifyEmailBanner />
        <Outlet />
      </div>
      <div className="drawer-side z-50 lg:z-auto print:hidden">
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
          <DashboardMenu role={role} isRoleLoading={isRoleLoading} firstLinkRef={firstLinkRef} />
        </nav>
      </div>
    </div>
  );
}
