import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { OwnProfile } from '@resale-zone/contract/users';
import { NAME_CLAIMS_SITE } from '@resale-zone/contract/users';
import { answer, fakeApi, imageStored, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';

const SELLER: OwnProfile = {
  _id: 'u-7',
  name: 'Rina Akter',
  image: null,
  bio: null,
  location: 'Dhaka',
  phone: null,
  accountType: 'seller',
};
const PHOTO = '/images/0123456789abcdef0123456789abcdef-1600.webp';
const save = () => screen.getByRole('button', { name: 'Save profile' });
const saves = () => fakeApi.sent().filter((r) => r.method === 'PUT');

describe('Edit profile', () => {
  test('a seller’s name, bio, place and phone are saved, the phone as digits', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('PUT /users/me/profile', ({ body }) => ({ ...SELLER, ...(body as object) })),
    );
    renderApp(<EditProfileForm profile={SELLER} uploadAuth={null} />, { as: 'seller' });
    expect(screen.getByLabelText('Name')).toHaveValue('Rina Akter');
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka');

    await user.type(screen.getByLabelText('About you'), 'Phones my family outgrew.');
    expect(screen.getByLabelText('About you')).toHaveAccessibleDescription(
      '25 of 500 characters. Shown on your public profile.',
    );
    await user.type(screen.getByLabelText('Phone number (optional)'), '+880 1712-345678');
    await user.click(save());

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    // The number as stored.
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('+8801712345678');
    expect(saves()).toEqual([
      {
        method: 'PUT',
        url: '/api/users/me/profile',
        body: {
          name: 'Rina Akter',
          image: null,
          bio: 'Phones my family outgrew.',
          location: 'Dhaka',
          // No area chosen from the list (decision 056).
          areaId: null,
          phone: '+8801712345678',
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'See your public profile' })).toHaveAttribute(
      'href',
      '/sellers/u-7',
    );
  });

  test('the contract’s rules are checked before sending; the server’s refusal shows under its field', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer(
        'PUT /users/me/profile',
        refusal(400, 'phone: only sellers give a phone number', 'phone'),
      ),
    );
    renderApp(<EditProfileForm profile={SELLER} uploadAuth={null} />, { as: 'seller' });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Resale Zone Support');
    await user.type(screen.getByLabelText('Phone number (optional)'), 'call me');
    await user.click(save());

    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(NAME_CLAIMS_SITE);
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid phone number'),
    );
    expect(saves()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Rina');
    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.type(screen.getByLabelText('Phone number (optional)'), '01712 345678');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
        expect.stringContaining('only sellers give a phone number'),
      ),
    );
  });

  test('a buyer has no phone field', () => {
    renderApp(<EditProfileForm profile={{ ...SELLER, accountType: 'buyer' }} uploadAuth={null} />);
    expect(screen.getByLabelText('About you')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Phone number/)).not.toBeInTheDocument();
  });

  test('a file that is no photo is refused under the field at once; a photo is uploaded and saved', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi.use(
      answer('POST /images', imageStored(PHOTO)),
      answer('PUT /users/me/profile', ({ body }) => ({ ...SELLER, ...(body as object) })),
    );
    renderApp(<EditProfileForm profile={SELLER} uploadAuth={null} />, { as: 'seller' });

    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Photo'), notes);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a JPEG, PNG or WebP photo'),
    );
    expect(fakeApi.sent().filter((r) => r.url === '/api/images')).toHaveLength(0);

    const photo = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      PHOTO,
    );
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'false');
    await user.click(save());
    await screen.findByText('Your profile is saved.');
    expect(saves()[0]?.body).toMatchObject({ image: PHOTO });

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();
  });
});
