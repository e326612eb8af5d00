import { Link, Outlet } from 'react-router';
import { AppToaster } from '../ui/app-toaster.tsx';
import { NavbarAccount } from './navbar-account.tsx';

/** Navbar, page content, footer: the shared layout of every public page. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="navbar bg-base-100 shadow-sm">
        <Link to="/" className="btn btn-ghost text-xl">
          Resale Zone
        </Link>
        <div className="ml-auto">
          <NavbarAccount />
        </div>
      </header>
      <AppToaster />
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="footer footer-center bg-base-200 p-8">
        <h2 className="text-xl font-bold">Resale Zone</h2>
      </footer>
    </div>
  );
}
