import { Link } from 'react-router';
import { z } from 'zod';
import { BIO_MAX_LENGTH, UpdateProfileBody, type OwnProfile } from '@resale-zone/contract/users';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { notify } from '../../lib/toast.ts';
import type { UploadAuth } from '../images/index.ts';
import { profilePath } from '../reviews/index.ts';
import { AreaSelect, useAreas } from '../areas/index.ts';
import { useUpdateProfile } from './account.api.ts';
import { ProfilePhotoField } from './profile-photo-field.tsx';

const FIELDS = ['name', 'image', 'bio', 'location', 'areaId', 'phone'] as const;

/**
 * The contract's rules, but the photo's URL as the image service answered it (absolute, on this
 * site's origin): the server stores it as its path and checks it is the member's own upload.
 */
const ProfileForm = UpdateProfileBody.extend({ image: z.string().nullable() });

/** The form's fields from a stored profile (no text is an empty field). */
const formValues = (profile: OwnProfile) => ({
  name: profile.name,
  image: profile.image,
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  areaId: profile.areaId ?? '',
  phone: profile.phone ?? '',
});

interface EditProfileFormProps {
  profile: OwnProfile;
  uploadAuth: UploadAuth | null;
}

/**
 * What members show about themselves: name (the sign-up rules), photo, a short bio and where they
 * are; a seller may add a phone number, which only a buyer whose payment is held gets to see.
 * Checked with the contract's rules; the server's refusal shows under the field it names.
 */
export function EditProfileForm({ profile, uploadAuth }: EditProfileFormProps) {
  const update = useUpdateProfile();
  const isSeller = profile.accountType === 'seller';
  const areas = useAreas();
  const form = useContractForm({
    schema: ProfileForm,
    defaultValues: formValues(profile),
    fields: FIELDS,
    send: async (values) => {
      const saved = await update.mutateAsync(values);
      // What was stored, as stored: the phone number as + and digits.
      form.reset(formValues(saved));
      notify.success('Your profile is saved.');
    },
  });
  const bio = form.watch('bio') ?? '';

  return (
    <form method="post" noValidate onSubmit={form.submit} className="flex flex-col gap-5">
      <TextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
      <ProfilePhotoField
        value={form.watch('image') ?? null}
        onChange={(url) => form.setValue('image', url, { shouldDirty: true })}
        error={form.formState.errors.image?.message}
        uploadAuth={uploadAuth}
        disabled={form.formState.isSubmitting}
      />
      <TextAreaField
        label="About you"
        rows={4}
        hint={`${bio.length} of ${BIO_MAX_LENGTH} characters. Shown on your public profile.`}
        {...fieldProps(form, 'bio')}
      />
      <TextField
        label="Location"
        hint="A town or area, such as Dhaka, Gulshan."
        autoComplete="address-level2"
        {...fieldProps(form, 'location')}
      />
      <AreaSelect
        label="Area (optional)"
        hint="“Near me” on search and brand pages shows phones of this area."
        areas={areas}
        noneLabel="No area"
        {...fieldProps(form, 'areaId')}
      />
      {isSeller ? (
        <TextField
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          hint="Given only to a buyer whose payment is held, to arrange the meetup."
          {...fieldProps(form, 'phone')}
        />
      ) : null}
      {form.problem ? <FormProblem>{form.problem.message}</FormProblem> : null}
      <div className="grid justify-items-center gap-3">
        <SubmitButton busy={form.formState.isSubmitting} busyText="Saving…">
          Save profile
        </SubmitButton>
        <Link to={profilePath(profile._id)} className="link">
          See your public profile
        </Link>
      </div>
    </form>
  );
}
