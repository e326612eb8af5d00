import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { UserX } from 'lucide-react';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { EmptyState } from '../components/ui/page-text.tsx';
import { QueryError } from '../components/ui/load-error.tsx';
import { SkeletonStack } from '../components/ui/query-state.tsx';
import { profileQuery } from '../features/reviews/reviews.api.ts';
import { ProfileView } from '../features/reviews/profile-view.tsx';
import { ApiError } from '../lib/api-client.ts';
import { Island } from '../components/islands/island.tsx';
import { ProfileListingsIsland } from './profile-islands.tsx';

/**
 * /sellers/{id}: who you are meeting — record, reviews with replies, and phones on sale. The server
 * renders it as islands (decision 062): the reviews and the phones hydrate, each on its own.
 */
export default function SellerProfilePage() {
  const id = useParams().id ?? '';
  const query = useQuery(profileQuery(id));
  const { data, isPending, isError, error } = query;
  const missing = isError && error instanceof ApiError && [400, 404].includes(error.status);

  let body;
  if (isPending) {
    body = <SkeletonStack label="Loading the profile…" blocks={['h-40 w-full', 'h-24 w-full']} />;
  } else if (missing) {
    body = (
      <EmptyState title="No such member" icon={<UserX aria-hidden className="size-8" />}>
        This profile does not exist, or the account was deleted.
      </EmptyState>
    );
  } else if (isError) {
    body = <QueryError query={query} message="The profile could not be loaded." />;
  } else {
    body = (
      <>
        <ProfileView profile={data} />
        <section aria-labelledby="on-sale-heading" className="mt-10 grid gap-4">
          <h2 id="on-sale-heading" className="text-xl font-bold">
            Phones on sale
          </h2>
          <Island
            name="profile-listings"
            component={ProfileListingsIsland}
            props={{ id }}
            load="session"
          />
        </section>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <PageMeta
        page={data ? data.name : missing ? 'Member not found' : 'Member'}
        description={
          data
            ? `${data.name} on Resale Zone: completed sales, reviews and phones on sale.`
            : 'A member of Resale Zone.'
        }
        path={`/sellers/${id}`}
        noindex={missing}
      />
      {body}
    </div>
  );
}
