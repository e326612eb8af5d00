import { FeaturedProducts } from '../features/listings/featured-products.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export default function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <section className="bg-base-200">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold">Used phones, fair prices, people near you.</h1>
        </div>
      </section>
      <FeaturedProducts />
    </>
  );
}
