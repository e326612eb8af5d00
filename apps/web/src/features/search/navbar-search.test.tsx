import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { NavbarSearch } from './navbar-search.tsx';

const renderAt = (path: string) => renderApp(<NavbarSearch />, { path, showLocation: true }).router;

const url = () => screen.getByRole('status', { name: 'Current URL' });

describe('NavbarSearch', () => {
  test('Enter opens the results page for the words, as a new search', async () => {
    const user = userEvent.setup();
    renderAt('/categories/iphone');

    const box = screen.getByRole('searchbox', { name: 'Search phones' });
    expect(screen.getByRole('search', { name: 'Phones' })).toContainElement(box);
    await user.type(box, '  iphone 13 {Enter}');

    await waitFor(() => expect(url()).toHaveTextContent('/search?q=iphone+13'));
  });

  test('an empty search shows every phone', async () => {
    const user = userEvent.setup();
    renderAt('/home');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(url()).toHaveTextContent(/^\/search$/));
  });

  test('on the results page it shows the words in effect, and follows Back', async () => {
    const router = renderAt('/search?q=pixel&sort=price-asc');
    expect(screen.getByRole('searchbox', { name: 'Search phones' })).toHaveValue('pixel');

    await router.navigate('/search?q=galaxy');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search phones' })).toHaveValue('galaxy'),
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search phones' })).toHaveValue('pixel'),
    );
  });
});
