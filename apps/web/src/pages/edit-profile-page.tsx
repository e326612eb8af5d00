import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '../features/account/account.api.ts';
import { EditProfileForm } from '../features/account/edit-profile-form.tsx';
import { useUploadAuth } from '../features/images/use-upload-auth.ts';
import { FormCard } from '../components/ui/page-text.tsx';
import { QueryState, SkeletonStack } from '../components/ui/query-state.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/profile (every account's menu): what the member shows on their public profile. */
export default function EditProfilePage() {
  usePageTitle('Edit profile');
  const uploadAuth = useUploadAuth();
  const profile = useQuery(ownProfileQuery());
  return (
    <FormCard
      id="edit-profile-heading"
      title="Edit profile"
      lead="Buyers and sellers see this on your public profile before they meet you."
      width="max-w-xl"
    >
      <QueryState
        query={profile}
        loading={
          <SkeletonStack label="Loading your profile…" blocks={['h-10 w-full', 'h-24 w-full']} />
        }
        errorMessage="Your profile could not be loaded."
      >
        {(data) => <EditProfileForm profile={data} uploadAuth={uploadAuth} />}
      </QueryState>
    </FormCard>
  );
}
