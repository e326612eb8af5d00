import { Link } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import { OwnReviews } from '../features/reviews/own-reviews.tsx';
import { PendingReviews } from '../features/reviews/pending-reviews.tsx';
import { profilePath } from '../features/reviews/seller-byline.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/reviews: sales to review, reviews about you (reply once), reviews you wrote. */
export default function ReviewsPage() {
  usePageTitle('Reviews');
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-3xl gap-10">
      <section aria-labelledby="to-review-heading" className="grid gap-4">
        <PageHeading size="item" id="to-review-heading">
          Review your sales
        </PageHeading>
        <PendingReviews />
      </section>
      <section aria-labelledby="about-you-heading" className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="about-you-heading" className="text-xl font-bold">
            Reviews about you
          </h2>
          {user ? (
            <Link to={profilePath(user.uid)} className="link text-sm">
              See your public profile
            </Link>
          ) : null}
        </div>
        <OwnReviews kind="received" />
      </section>
      <section aria-labelledby="by-you-heading" className="grid gap-2">
        <h2 id="by-you-heading" className="text-xl font-bold">
          Reviews you wrote
        </h2>
        <OwnReviews kind="written" />
      </section>
    </div>
  );
}
