import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import NotFoundPage from './not-found-page.tsx';

const renderAt = (path: string) =>
  renderApp(<NotFoundPage />, { path, pages: { '/': <h1>Home</h1> } }).router;

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
