import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { type CategorySlug } from '@resale-zone/contract/catalog';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { useBrands } from '../brands/index.ts';
import { CATEGORY_MARKS } from './category-marks.ts';

/** Home page order: the spec's Iphone, Xiaomi, One Plus, then Huawei. */
const HOME_CATEGORIES: CategorySlug[] = ['iphone', 'xiaomi', 'oneplus', 'huawei'];

/**
 * One card per brand, each a link to its category page, under the brand's title as admins name it
 * (the same list as the menu; the server's render brings it). A brand no longer listed has none.
 */
export function CategoryCards() {
  const { brands } = useBrands();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {HOME_CATEGORIES.map((slug) => {
        const brand = brands.find((b) => b.slug === slug);
        if (!brand) return null;
        const { icon, blurb } = CATEGORY_MARKS[slug];
        return (
          <li key={slug}>
            <Link
              to={`/categories/${slug}`}
              className="group flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-card sm:gap-4 sm:p-6 transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-card-hover"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-primary sm:size-14">
                <BrandMark icon={icon} className="size-7" />
              </span>
              <span className="text-lg font-bold sm:text-xl">{brand.title}</span>
              <span className="text-sm text-ink-muted">{blurb}</span>
              <span className="mt-auto flex items-center gap-1 text-sm font-semibold text-primary">
                See phones
                <ArrowRight
                  aria-hidden
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
