import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { LOGOS, type LogoName } from '../../components/ui/brand-logos.ts';

/**
 * Brands that change hands here most often; marks from simple-icons (CC0), drawn inline. Wordmarks
 * fill only a thin band of the icons' 24x24 square, so they get a box cropped to their drawing
 * (measured once with getBBox) and a height that gives every logo a similar visual weight. Each
 * leads to its brand's page (`slug`: one of the brands the database's migration seeds).
 */
const BRANDS: {
  slug: string;
  name: string;
  /** The brand's `logo` name, as in the brands table (brand-logos.ts). */
  logo: LogoName;
  viewBox?: string;
  className: string;
}[] = [
  { slug: 'iphone', name: 'Apple iPhone', logo: 'apple', className: 'h-9 w-9' },
  {
    slug: 'samsung',
    name: 'Samsung',
    logo: 'samsung',
    viewBox: '0 9.9 24 4.2',
    className: 'h-4 w-auto',
  },
  { slug: 'xiaomi', name: 'Xiaomi', logo: 'xiaomi', className: 'h-8 w-8' },
  { slug: 'oneplus', name: 'OnePlus', logo: 'oneplus', className: 'h-8 w-8' },
  {
    slug: 'huawei',
    name: 'Huawei',
    logo: 'huawei',
    viewBox: '0 2.8 24 18.4',
    className: 'h-8 w-auto',
  },
  { slug: 'pixel', name: 'Google Pixel', logo: 'google', className: 'h-8 w-8' },
  { slug: 'motorola', name: 'Motorola', logo: 'motorola', className: 'h-8 w-8' },
  { slug: 'nokia', name: 'Nokia', logo: 'nokia', viewBox: '0 8.9 24 6.2', className: 'h-5 w-auto' },
  { slug: 'oppo', name: 'Oppo', logo: 'oppo', viewBox: '0 8.9 24 6.2', className: 'h-5 w-auto' },
  { slug: 'honor', name: 'Honor', logo: 'honor', viewBox: '0 9.4 24 5.2', className: 'h-4 w-auto' },
];

export function BrandStrip() {
  return (
    <section aria-labelledby="brands-heading" className="border-y border-base-300 bg-base-100">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2
          id="brands-heading"
          className="mb-6 text-center text-sm font-semibold uppercase tracking-wider text-ink-muted"
        >
          Phones from the brands you know
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6 lg:justify-between lg:gap-x-6">
          {BRANDS.map(({ slug, name, logo, viewBox, className }) => (
            <li key={slug} className="flex h-10 items-center">
              <Link
                to={`/categories/${slug}`}
                className="flex h-10 items-center rounded-field px-1 text-base-content/55 transition-colors hover:text-base-content"
              >
                <BrandMark
                  icon={LOGOS[logo]}
                  label={`${name} phones`}
                  viewBox={viewBox}
                  className={className}
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
