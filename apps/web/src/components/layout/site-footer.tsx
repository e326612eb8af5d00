import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siFacebook, siGmail, siInstagram, siPinterest, siX, type SimpleIcon } from 'simple-icons';
import { BrandMark } from '../ui/brand-mark.tsx';
import type { BrandLink } from './categories-menu.tsx';

/**
 * The spec's five social links, titled as it names them, all pointing to a placeholder target.
 * Twitter is drawn with its current mark (X); simple-icons no longer ships the bird.
 */
const SOCIAL_LINKS: { title: string; icon: SimpleIcon }[] = [
  { title: 'Instagram', icon: siInstagram },
  { title: 'Pinterest', icon: siPinterest },
  { title: 'Twitter', icon: siX },
  { title: 'Facebook', icon: siFacebook },
  { title: 'Gmail', icon: siGmail },
];
const PLACEHOLDER_HREF = '#';

/**
 * `notice`: a line the whole site must show at its foot (the payments test mode); `accountLink`:
 * Sign in, or where a signed-in person goes instead.
 */
export function SiteFooter({
  brands,
  notice,
  accountLink,
}: {
  /** Shop by brand: every brand page. */
  brands: readonly BrandLink[];
  notice?: ReactNode;
  accountLink: ReactNode;
}) {
  return (
    <footer className="bg-secondary text-secondary-content print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-extrabold tracking-tight">Resale Zone</h2>
          <p className="max-w-sm text-secondary-content/80">
            Used phones from people near you. Look closely, meet in a public place, and pay safely
            by card.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Resale Zone on social media">
            {SOCIAL_LINKS.map(({ title, icon }) => (
              <li key={title}>
                <a
                  href={PLACEHOLDER_HREF}
                  title={title}
                  aria-label={title}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20"
                >
                  <BrandMark icon={icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-secondary-content/80">
            Shop by brand
          </h3>
          <ul className="flex flex-col gap-2">
            {brands.map(({ slug, title }) => (
              <li key={slug}>
                <Link to={`/categories/${slug}`} className="link-hover">
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-secondary-content/80">
            Explore
          </h3>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/home" className="link-hover">
                Home
              </Link>
            </li>
            <li>
              <Link to="/blog" className="link-hover">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/price-guide" className="link-hover">
                Price guide
              </Link>
            </li>
            <li>{accountLink}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-secondary-content/80">
          © {new Date().getFullYear()} Resale Zone. Phones change hands; good ones stay in use.
        </p>
      </div>
      {notice}
    </footer>
  );
}
