import { Link, useParams, useSearchParams } from 'react-router';
import { breadcrumbListLd } from '../components/seo/breadcrumb-list.ts';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs.tsx';
import { CATEGORY_TITLES, CategorySlug } from '@resale-zone/contract/listings';
import { BrandMark } from '../components/ui/brand-mark.tsx';
import { CATEGORY_MARKS } from '../features/listings/category-marks.ts';
import { CategoryProducts } from '../features/listings/category-products.tsx';
import { CheckedOnlyLink } from '../features/listings/checked-only-link.tsx';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';
import { usePublicOrigin } from '../lib/public-origin.tsx';
import NotFoundPage from './not-found-page.tsx';

/** Above a brand's phones, and its breadcrumb trail for search engines. */
const TRAIL: Crumb[] = [{ label: 'Home', to: '/home' }];

/** /categories/{oneplus,iphone,xiaomi,huawei}; any other brand is not a page. */
export default function CategoryPage() {
  const parsed = CategorySlug.safeParse(useParams().brand);
  if (!parsed.success) return <NotFoundPage />;
  return <Category slug={parsed.data} />;
}

function Category({ slug }: { slug: CategorySlug }) {
  const title = CATEGORY_TITLES[slug];
  const path = `/categories/${slug}`;
  const origin = usePublicOrigin();
  const { onCheckout, bookingDialog } = useCheckout();
  const { onReport, reportDialog } = useReportListing();
  const wishlist = useWishlistHearts();
  const { icon, blurb } = CATEGORY_MARKS[slug];
  const others = CategorySlug.options.filter((other) => other !== slug);
  const checkedOnly = useSearchParams()[0].get('checked') === '1';
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
              <BrandMark icon={icon} className="size-8" />
            </span>
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
              <p className="text-ink-muted">{blurb}</p>
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <CheckedOnlyLink path={path} checkedOnly={checkedOnly} />
        <CategoryProducts
          slug={slug}
          checkedOnly={checkedOnly}
          onReport={onReport}
          onCheckout={onCheckout}
          wishlist={wishlist}
        />
        <nav aria-labelledby="other-brands" className="mt-14">
          <h2 id="other-brands" className="mb-3 text-lg font-bold">
            Other brands
          </h2>
          <ul className="flex flex-wrap gap-2">
            {others.map((other) => (
              <li key={other}>
                <Link
                  to={`/categories/${other}`}
                  className="btn btn-outline btn-sm border-base-300"
                >
                  <BrandMark icon={CATEGORY_MARKS[other].icon} className="size-4" />
                  {CATEGORY_TITLES[other]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {bookingDialog}
      {reportDialog}
    </>
  );
}
