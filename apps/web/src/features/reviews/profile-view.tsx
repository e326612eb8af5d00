import type { Profile } from '@resale-zone/contract/reviews';
import { ProfileHeader } from './profile-header.tsx';
import { Island } from '../../components/islands/island.tsx';
import { ProfileReviews } from './profile-reviews.tsx';
import { RatingBreakdown } from './rating-breakdown.tsx';

/** A public profile: who, their record, and their reviews (the page adds their phones on sale). */
export function ProfileView({ profile }: { profile: Profile }) {
  return (
    <div className="grid gap-8">
      <ProfileHeader profile={profile} />
      <section aria-labelledby="reviews-heading" className="grid gap-4">
        <h2 id="reviews-heading" className="text-xl font-bold">
          Reviews
        </h2>
        {profile.rating.count > 0 ? <RatingBreakdown rating={profile.rating} /> : null}
        {/* Report and "Show more reviews": an island on the server's page (decision 062). */}
        <Island
          name="profile-reviews"
          component={ProfileReviews}
          props={{ userId: profile._id, name: profile.name }}
          load="session"
        />
      </section>
    </div>
  );
}
