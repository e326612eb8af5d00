import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { RootLayout } from './root-layout.tsx';

const page = [{ element: <RootLayout />, children: [{ path: '*', element: <h1>A page</h1> }] }];

describe('the footer', () => {
  test('offers Sign in to visitors', async () => {
    renderApp(page, { as: null });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/singin',
    );
  });

  test('offers the dashboard, not Sign in, to someone signed in', async () => {
    renderApp(page, { as: 'buyer' });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/deshboard',
    );
    expect(within(footer).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
