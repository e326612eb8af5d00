import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { openOnCategoryPage } from '../test/pages.tsx';
import { NavbarAccount } from './navbar-account.tsx';

describe("the navbar's Sign in", () => {
  test('brings the visitor back to the page they were on', async () => {
    openOnCategoryPage(<NavbarAccount />, null);
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page, back to /categories/iphone')).toBeInTheDocument();
  });
});
