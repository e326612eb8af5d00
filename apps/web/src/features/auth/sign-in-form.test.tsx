import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function openSignIn(google: { enabled: boolean; reason?: string } = { enabled: true }) {
  fakeApi.use(answer('GET /auth/providers', { google }));
  renderApp(<SignInForm onSignedIn={() => undefined} />, { as: null, path: '/singin' });
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  test('a wrong password shows a sentence on the form, by the button, without a code', async () => {
    openSignIn();
    fakeApi.use(answer('POST /auth/sign-in', refusal(401, 'Wrong email or password.')));
    await signInWith('bianca@resale.zone', 'not-the-password');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(form).toContainElement(screen.getByRole('alert'));
    expect(document.body).not.toHaveTextContent(/auth\//);
  });

  test('empty fields say so under each field, and nothing is sent', async () => {
    openSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fakeApi.calls().filter(({ method }) => method === 'POST')).toEqual([]);
  });

  test('a later try clears the previous problem', async () => {
    openSignIn();
    fakeApi.use(answer('POST /auth/sign-in', refusal(429, 'Too many failed sign-ins. Wait.')));
    await signInWith('bianca@resale.zone', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Wait.');
    fakeApi.use(answer('POST /auth/sign-in', refusal(401, 'Wrong email or password.')));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('sign-up', () => {
  test('a name carrying a web address says so under the Name field, and nothing is sent', async () => {
    const user = userEvent.setup();
    fakeApi.use(answer('GET /auth/providers', { google: { enabled: true } }));
    renderApp(<SignUpForm onSignedUp={() => undefined} returnState={{}} />, { as: null });
    await user.type(
      await screen.findByLabelText('Name'),
      'Resale Zone Support: confirm at https://pay.example',
    );
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(
      'A name cannot contain a web or email address.',
    );
    expect(fakeApi.calls().filter(({ method }) => method === 'POST')).toEqual([]);
  });
});

describe('without Google sign-in on the server', () => {
  test('the button says it is not available, disabled, without configuration words', async () => {
    openSignIn({ enabled: false, reason: 'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.' });
    const google = await screen.findByRole('button', { name: 'Google sign-in is not available' });
    expect(google).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/GOOGLE_CLIENT/);
  });

  test('on sign-up too', async () => {
    fakeApi.use(answer('GET /auth/providers', { google: { enabled: false } }));
    renderApp(<SignUpForm onSignedUp={() => undefined} returnState={{}} />, { as: null });
    expect(
      await screen.findByRole('button', { name: 'Google sign-in is not available' }),
    ).toBeDisabled();
  });

  test('with it, the button reads Continue with Google', async () => {
    openSignIn();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
  });
});
