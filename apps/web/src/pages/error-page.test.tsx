import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChunkLoadError } from '../components/layout/lazy-page.ts';
import ErrorPage from './error-page.tsx';

function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter(
    [
      {
        path: '/broken',
        loader: failure,
        Component: () => null,
        HydrateFallback: () => null,
        errorElement: <ErrorPage />,
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a page whose code failed to load says so and offers a reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new ChunkLoadError('This page could not be loaded.');
    });

    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check your connection, then reload the page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Error - Resale Zone');
  });

  test('any other error gets a general message, never the technical detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/secret/)).not.toBeInTheDocument();
  });

  test('a 404 thrown by a route shows the not-found page', async () => {
    renderFailingRoute(() => {
      throw data('gone', { status: 404 });
    });

    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find this page." }),
    ).toBeInTheDocument();
  });
});
