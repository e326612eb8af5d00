import { Link, useParams, useSearchParams } from 'react-router';
import { breadcrumbListLd } from '../components/seo/breadcrumb-list.ts';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs.tsx';
import type { Brand } from '@resale-zone/contract/brands';
import { BrandMark } from '../components/ui/brand-mark.tsx';
import { useBrand, useBrands } from '../features/brands/index.ts';
import { brandMark } from '../features/listings/category-marks.ts';
import { CheckedOnlyLink } from '../features/listings/checked-only-link.tsx';
import { categoryParams } from '../features/listings/listings.api.ts';
import { usePublicOrigin } from '../lib/public-origin.tsx';
import { areaParam } from '../features/areas/index.ts';
import { Island } from '../components/islands/island.tsx';
import NotFoundPage from './not-found-page.tsx';
import { AreaFilterIsland, CategoryProductsIsland } from './category-islands.tsx';
import { PageHeading } from '../components/ui/page-text.tsx';

/** Above a brand's phones, and its breadcrumb trail for search engines. */
const TRAIL: Crumb[] = [{ label: 'Home', to: '/home' }];

/**
 * /categories/{slug} of every brand (the brands list); any other address is not a page. The server
 * renders it as islands (decision 062): the area filter and the phones hydrate, each on its own.
 */
export default function CategoryPage() {
  const brand = useBrand(useParams().brand ?? '');
  if (brand === null) return <NotFoundPage />;
  // The list is in every server-rendered page; in the browser it arrives with the layout's.
  if (brand === undefined) return null;
  return <Category brand={brand} />;
}

function Category({ brand }: { brand: Brand }) {
  const { slug, title } = brand;
  const path = `/categories/${slug}`;
  const origin = usePublicOrigin();
  const { icon, blurb } = brandMark(brand);
  const others = useBrands().brands.filter((other) => other.slug !== slug);
  const [search] = useSearchParams();
  const checkedOnly = search.get('checked') === '1';
  const area = areaParam(search);
  return (
    <>
      <PageMeta
        page={title}
        description={`Used ${title} phones for sale near you on Resale Zone. ${blurb} Book one, meet the seller and check it before you pay.`}
        path={path}
        jsonLd={[breadcrumbListLd(origin, TRAIL, { label: title, to: path })]}
      />
      <div className="border-b border-base-300 bg-gradient-to-b from-brand-soft to-base-100">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <Breadcrumbs trail={TRAIL} current={title} />
          <div className="flex items-center gap-4">
            <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-base-100 text-primary shadow-card">
              {icon ? (
                <BrandMark icon={icon} className="size-8" />
              ) : (
                <span aria-hidden className="text-2xl font-extrabold">
                  {title.charAt(0)}
                </span>
              )}
            </span>
            <div>
              <PageHeading size="display" className="sm:text-4xl">
                {title}
              </PageHeading>
              <p className="text-ink-muted">{blurb}</p>
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <CheckedOnlyLink path={path} checkedOnly={checkedOnly} />
        <Island
          name="area-filter"
          component={AreaFilterIsland}
          props={{ path, area, keep: categoryParams(checkedOnly, null) }}
          load="session"
        />
        <Island
          name="category-products"
          component={CategoryProductsIsland}
          props={{ slug, title, checkedOnly, area }}
          load="session"
        />
        <nav aria-labelledby="other-brands" className="mt-14">
          <h2 id="other-brands" className="mb-3 text-lg font-bold">
            Other brands
          </h2>
          <ul className="flex flex-wrap gap-2">
            {others.map((other) => {
              const mark = brandMark(other).icon;
              return (
                <li key={other.slug}>
                  <Link
                    to={`/categories/${other.slug}`}
                    className="btn btn-outline btn-sm border-base-300"
                  >
                    {mark ? <BrandMark icon={mark} className="size-4" /> : null}
                    {other.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
