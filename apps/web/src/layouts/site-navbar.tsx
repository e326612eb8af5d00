import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, Search, X } from 'lucide-react';
import { CategoriesMenu } from '../components/layout/categories-menu.tsx';
import { useBrands } from '../features/brands/index.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { NavbarSearch } from '../features/search/navbar-search.tsx';
import { NavbarAccount } from './navbar-account.tsx';
import { SiteLogo } from '../components/layout/site-logo.tsx';

const barLink = (isActive: boolean) =>
  `btn btn-ghost btn-sm font-medium ${isActive ? 'bg-brand-soft text-brand-strong' : ''}`;
const panelLink = (isActive: boolean) =>
  `block rounded-field px-3 py-2 font-medium hover:bg-base-200 ${isActive ? 'bg-brand-soft text-brand-strong' : ''}`;

/**
 * The navbar of the public layout: logo, Home, Blog, Categories, and the account controls
 * (<NavbarAccount/>, owned by the identity feature). Below 768 px the links fold into a panel
 * opened by the menu button. The search box sits in the bar from 1024 px; below, a search button
 * opens it in a row under the bar.
 */
export function SiteNavbar() {
  // Sellers do not see the Categories menu (spec §2 and §6); the role comes from the server.
  const { role } = useAuth();
  const showCategories = role !== 'seller';
  const { brands } = useBrands();

  const { pathname } = useLocation();
  // The spec's Home link is /home; / shows the same page.
  const isHome = pathname === '/' || pathname === '/home';
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const panelId = useId();
  const searchRowId = useId();
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-base-300 bg-base-100/90 backdrop-blur supports-[backdrop-filter]:bg-base-100/80">
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          <SiteLogo />
          <ul className="ml-6 hidden items-center gap-1 md:flex">
            <li>
              <Link
                to="/home"
                className={barLink(isHome)}
                aria-current={isHome ? 'page' : undefined}
              >
                Home
              </Link>
            </li>
            <li>
              <NavLink to="/blog" className={({ isActive }) => barLink(isActive)}>
                Blog
              </NavLink>
            </li>
            {showCategories ? (
              <li>
                <CategoriesMenu brands={brands} />
              </li>
            ) : null}
          </ul>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <NavbarSearch className="hidden w-56 lg:block xl:w-64" />
            <button
              type="button"
              className="btn btn-ghost btn-square btn-sm lg:hidden"
              aria-expanded={searchOpen}
              aria-controls={searchRowId}
              aria-label={searchOpen ? 'Close search' : 'Search phones'}
              onClick={() => setSearchOpen((open) => !open)}
            >
              {searchOpen ? (
                <X aria-hidden className="size-5" />
              ) : (
                <Search aria-hidden className="size-5" />
              )}
            </button>
            <NavbarAccount />
            <button
              type="button"
              className="btn btn-ghost btn-square btn-sm md:hidden"
              aria-expanded={menuOpen}
              aria-controls={panelId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden className="size-5" />
              ) : (
                <Menu aria-hidden className="size-5" />
              )}
            </button>
          </div>
        </div>
        <div id={searchRowId} hidden={!searchOpen} className="border-t border-base-300 lg:hidden">
          {searchOpen ? (
            <div className="mx-auto max-w-6xl px-4 py-3">
              <NavbarSearch autoFocus />
            </div>
          ) : null}
        </div>
        <div id={panelId} hidden={!menuOpen} className="border-t border-base-300 md:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            <li>
              <Link
                to="/home"
                className={panelLink(isHome)}
                aria-current={isHome ? 'page' : undefined}
              >
                Home
              </Link>
            </li>
            <li>
              <NavLink to="/blog" className={({ isActive }) => panelLink(isActive)}>
                Blog
              </NavLink>
            </li>
            {showCategories ? (
              <li>
                <p
                  id={`${panelId}-categories`}
                  className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-ink-muted"
                >
                  Categories
                </p>
                <ul aria-labelledby={`${panelId}-categories`} className="grid grid-cols-2 gap-1">
                  {brands.map(({ slug, title }) => (
                    <li key={slug}>
                      <NavLink
                        to={`/categories/${slug}`}
                        className={({ isActive }) => panelLink(isActive)}
                      >
                        {title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : null}
          </ul>
        </div>
      </nav>
    </header>
  );
}
