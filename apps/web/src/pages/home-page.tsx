import { BrandStrip } from '../features/home/brand-strip.tsx';
import { HeroBanner } from '../features/home/hero-banner.tsx';
import { HowItWorks } from '../features/home/how-it-works.tsx';
import { PhotoGallery } from '../features/home/photo-gallery.tsx';
import { CategoryCards } from '../features/listings/category-cards.tsx';
import { FeaturedProducts } from '../features/listings/featured-products.tsx';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';
import { PageMeta } from '../components/seo/page-meta.tsx';

export default function HomePage() {
  const { onCheckout, bookingDialog, bookedIds } = useCheckout();
  const { onReport, reportDialog, reportedIds } = useReportListing();
  const wishlist = useWishlistHearts();
  return (
    <>
      <PageMeta
        page="Home"
        description="Resale Zone: buy and sell used phones near you. Book a phone, meet the seller, pay by card."
        path="/"
      />
      <HeroBanner />
      <BrandStrip />
      <FeaturedProducts
        onReport={onReport}
        onCheckout={onCheckout}
        wishlist={wishlist}
        bookedIds={bookedIds}
        reportedIds={reportedIds}
      />
      <HowItWorks />
      <section
        id="categories"
        aria-labelledby="categories-heading"
        className="mx-auto max-w-6xl px-4 py-16"
      >
        <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">
          Categories
        </p>
        <h2
          id="categories-heading"
          className="mb-8 text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          Shop by brand
        </h2>
        <CategoryCards />
      </section>
      <PhotoGallery />
      {bookingDialog}
      {reportDialog}
    </>
  );
}
