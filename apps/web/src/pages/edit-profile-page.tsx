import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '../features/account/account.api.ts';
import { EditProfileForm } from '../features/account/edit-profile-form.tsx';
import { useUploadAuth } from '../features/images/use-upload-auth.ts';
import { LoadError } from '../components/ui/load-error.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/profile (every account's menu): what the member shows on their public profile. */
export default function EditProfilePage() {
  usePageTitle('Edit profile');
  const uploadAuth = useUploadAuth();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(ownProfileQuery());
  let body;
  if (isPending) {
    body = (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading your profile…</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (isError) {
    body = (
      <LoadError
        message="Your profile could not be loaded."
        detail={error.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else {
    body = <EditProfileForm profile={data} uploadAuth={uploadAuth} />;
  }
  return (
    <section
      aria-labelledby="edit-profile-heading"
      className="mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-6 shadow-card sm:p-8"
    >
      <h1 id="edit-profile-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Edit profile
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Buyers and sellers see this on your public profile before they meet you.
      </p>
      {body}
    </section>
  );
}
