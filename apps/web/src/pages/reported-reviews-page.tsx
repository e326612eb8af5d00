import { ReportedReviewsList } from '../features/reviews/reported-reviews-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/reported-reviews: admins moderate reviews people reported. */
export default function ReportedReviewsPage() {
  usePageTitle('Reported reviews');
  return (
    <section aria-labelledby="reported-reviews-heading" className="mx-auto grid max-w-3xl gap-4">
      <h1 id="reported-reviews-heading" className="text-2xl font-bold">
        Reported reviews
      </h1>
      <ReportedReviewsList />
    </section>
  );
}
