import { ReportedReviewsList } from '../features/reviews/reported-reviews-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/reported-reviews: admins moderate reviews people reported. */
export default function ReportedReviewsPage() {
  usePageTitle('Reported reviews');
  return (
    <section aria-labelledby="reported-reviews-heading" className="mx-auto grid max-w-3xl gap-4">
      <PageHeading size="item" id="reported-reviews-heading">
        Reported reviews
      </PageHeading>
      <ReportedReviewsList />
    </section>
  );
}
