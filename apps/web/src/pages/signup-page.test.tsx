import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { AccountType } from '@resale-zone/contract/users';
import type { ReturnState } from '../features/auth/index.ts';
import { answer, fakeApi, refusal, TEST_USER, type Reply } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import SignInPage from './signin-page.tsx';
import SignUpPage from './signup-page.tsx';

const NEW_USER = { ...TEST_USER, uid: 'u-new', displayName: 'Nina New', email: 'nina@example.com' };

/** The sign-up and sign-in pages among a listing, home and Add A Product, for `as`. */
function openSignUp(as: AccountType | null = null, path = '/') {
  fakeApi.use(
    answer('GET /auth/providers', { google: { enabled: true } }),
    answer('POST /auth/sign-up', ({ body }) => {
      const { accountType } = body as { accountType: AccountType };
      fakeApi.signIn(accountType, NEW_USER);
      return { user: NEW_USER };
    }),
    answer('POST /user', ({ body }) => ({
      ...(body as { name: string; email: string; accountType: AccountType }),
      _id: 'u-new',
      image: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    })),
  );
  return renderApp(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/products/:id', element: <h1>The listing</h1> },
      { path: '/deshboard/addproduct', element: <h1>Add A Product</h1> },
      { path: '/deshboard', element: <h1>Dashboard</h1> },
      { path: '/singin', element: <SignInPage /> },
      { path: '/singup', element: <SignUpPage /> },
    ],
    { as, path, showLocation: true },
  );
}

async function fillIn(password = 'a long and quiet river') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Nina New');
  await user.type(screen.getByLabelText('Email'), 'nina@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

const refuseSignUp = (reply: Reply) => fakeApi.use(answer('POST /auth/sign-up', reply));
const signUpCalls = () => fakeApi.calls().filter(({ url }) => url === '/api/auth/sign-up');
const where = () => screen.getByRole('status', { name: 'Current URL' });

describe('signing up from a Check out', () => {
  test('Create an account on the sign-in page keeps the listing, and sign-up lands back on it', async () => {
    const { router } = openSignUp();
    const fromCheckout: ReturnState = { from: { pathname: '/products/p1', search: '?x=1' } };
    await act(() => router.navigate('/singin', { state: fromCheckout }));
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(router.state.location.state).toEqual(fromCheckout);

    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'The listing' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/products/p1?x=1');
    // The toast was said for the page the person lands on.
    expect(await screen.findByText('user is added successfully')).toBeInTheDocument();
  });

  test.each(['//evil.com', '/\\evil.com', 'https://evil.com', '/\t/evil.com'])(
    'a hostile return path (%s) lands home instead',
    async (pathname) => {
      const { router } = openSignUp();
      await act(() => router.navigate('/singup', { state: { from: { pathname } } }));
      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(where()).toHaveTextContent(/^\/$/);
    },
  );
});

describe('the password rules', () => {
  test('are checked before sending, the message under the field', async () => {
    openSignUp(null, '/singup');
    const user = await fillIn('short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters, not your email or name. Password should be at least 8 characters',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'nina@example.com');
    expect(await screen.findByText('Choose a password that is not your email or name.'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(signUpCalls()).toEqual([]);
    expect(password).toHaveFocus();
  });

  test('a password the server finds too easy shows its reason under the field', async () => {
    openSignUp(null, '/singup');
    refuseSignUp(
      refusal(400, 'password: This password is too common. Add another word.', 'password'),
    );
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('This password is too common. Add another word.', { selector: 'p' }),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /This password is too common\. Add another word\.$/,
    );
    expect(screen.queryByText(/auth\//)).not.toBeInTheDocument();
  });
});

describe('refusals read as sentences on the form', () => {
  test('a taken email, under the field; no error code anywhere', async () => {
    openSignUp(null, '/singup');
    refuseSignUp(refusal(409, 'An account with this email already exists.'));
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByLabelText('Email');
    expect(
      await screen.findByText('An account with this email already exists.', { selector: 'p' }),
    );
    expect(email).toHaveAccessibleDescription('An account with this email already exists.');
    expect(email).toHaveFocus();
    expect(document.body).not.toHaveTextContent('auth/');
    expect(where()).toHaveTextContent('/singup');
  });

  test('the server being down, over the button', async () => {
    openSignUp(null, '/singup');
    refuseSignUp(refusal(503, 'The database is not reachable. Try again in a moment.'));
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is not reachable. Try again in a moment.',
    );
  });
});

describe('"Sell your phone"', () => {
  test('chooses Seller, and a new seller goes on to Add A Product', async () => {
    openSignUp(null, '/singup?account=seller');
    expect(await screen.findByLabelText('Account')).toHaveValue('seller');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Add A Product' })).toBeInTheDocument();
    expect(signUpCalls()[0]?.body).toMatchObject({ accountType: 'seller' });
  });

  test('signing in instead leads to Add A Product too', async () => {
    openSignUp(null, '/singup?account=seller');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    fakeApi.use(
      answer('POST /auth/sign-in', () => {
        fakeApi.signIn('seller', NEW_USER);
        return { user: NEW_USER };
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nina@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever it was');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Add A Product' })).toBeInTheDocument();
  });

  test('a signed-in seller is sent to Add A Product', async () => {
    openSignUp('seller', '/singup?account=seller');
    expect(await screen.findByRole('heading', { name: 'Add A Product' })).toBeInTheDocument();
  });

  test('a signed-in buyer is sent to the dashboard (Start selling)', async () => {
    openSignUp('buyer', '/singup?account=seller');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
