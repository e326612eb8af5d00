import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { lazyPage } from '../components/layout/lazy-page.ts';
import { Loaded, RouteErrors } from '../layouts/route-boundaries.tsx';

function renderFailingRoute(failure: () => never) {
  function Broken(): never {
    failure();
  }
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <nav>
        <Link to="/fine">Somewhere else</Link>
      </nav>
      <Routes>
        <Route element={<RouteErrors />}>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** /blog, a page whose code loads lazily, under the routes' error page. */
function renderBlog(Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <Routes>
        <Route element={<RouteErrors />}>
          <Route
            path="/blog"
            element={
              <Loaded>
                <Page />
              </Loaded>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a page whose code failed to load says so and offers a reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    renderBlog(Page);

    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check your connection, then reload the page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    // Set by an effect, which React may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Error - Resale Zone'));
  });

  test('a page shows a loading state until its code arrives, then the page', async () => {
    let arrive: (page: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    renderBlog(Page);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the page…');
    arrive({ default: () => <h1>Blog</h1> });
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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

  test('the next navigation leaves the error behind', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    await screen.findByRole('heading', { name: 'Something went wrong' });

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));

    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
