import { Island } from '../components/islands/island.tsx';
import { BrandStrip } from '../features/home/brand-strip.tsx';
import { HeroBanner } from '../features/home/hero-banner.tsx';
import { HowItWorks } from '../features/home/how-it-works.tsx';
import { PhotoGallery } from '../features/home/photo-gallery.tsx';
import { CategoryCards } from '../features/listings/category-cards.tsx';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { FeaturedIsland } from './home-islands.tsx';

/**
 * / and /home. The server renders it as islands (decision 062): the featured phones, the gallery
 * and the hero's "Sell your phone" hydrate, each on its own; the rest is HTML.
 */
export default function HomePage() {
  return (
    <>
      <PageMeta
        page="Home"
        description="Resale Zone: buy and sell used phones near you. Book a phone, meet the seller, pay by card."
        path="/"
      />
      <HeroBanner />
      <BrandStrip />
      <Island name="featured" component={FeaturedIsland} props={{}} load="session" />
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
      <Island name="gallery" component={PhotoGallery} props={{}} />
    </>
  );
}
