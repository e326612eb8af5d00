import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import NotFoundPage from './not-found-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  test('shows 404 and the spec’s message for an unknown address', () => {
    renderAt('/no/such/page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: "Sorry, we couldn't find this page." }),
    ).toBeInTheDocument();
  });

  test('titles the page Not Found - Resale Zone', () => {
    renderAt('/nope');
    expect(document.title).toBe('Not Found - Resale Zone');
  });

  test('Back to homepage goes to /', async () => {
    const user = userEvent.setup();
    const router = renderAt('/nope');

    const back = screen.getByRole('link', { name: 'Back to homepage' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);

    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
