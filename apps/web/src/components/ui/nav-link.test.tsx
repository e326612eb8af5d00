import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import { Link } from './link.tsx';
import { NavLink } from './nav-link.tsx';
import { Redirect } from './redirect.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

describe('links inside the app', () => {
  test('a link is a real href and a left click navigates without a reload', async () => {
    const user = userEvent.setup();
    renderAt('/', <Link to="/categories/apple?sort=price">Apple</Link>);
    const link = screen.getByRole('link', { name: 'Apple' });
    expect(link).toHaveAttribute('href', '/categories/apple?sort=price');

    await user.click(link);

    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/categories/apple?sort=price',
    );
  });

  test('a click with a modifier key is left to the browser (new tab)', async () => {
    const user = userEvent.setup();
    renderAt('/', <Link to="/blog">Blog</Link>);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/$/);
  });

  test('NavLink marks the current page and the pages below it, `end` only the page itself', () => {
    renderAt(
      '/deshboard/booking',
      <nav>
        <NavLink to="/deshboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Dashboard
        </NavLink>
        <NavLink to="/deshboard" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Section
        </NavLink>
        <NavLink to="/deshboard/booking" className="item">
          Booking
        </NavLink>
        <NavLink to="/deshboard/book" className="item">
          Book
        </NavLink>
      </nav>,
    );
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveClass('off');
    expect(dashboard).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Section' })).toHaveClass('on');
    const booking = screen.getByRole('link', { name: 'Booking' });
    expect(booking).toHaveAttribute('aria-current', 'page');
    expect(booking).toHaveClass('item active');
    expect(screen.getByRole('link', { name: 'Book' })).not.toHaveClass('active');
  });

  test('Redirect replaces the address and passes its state along', async () => {
    function SignIn() {
      const { state } = useLocation();
      return <p>from {(state as { from: string }).from}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Routes>
          <Route path="/blog" element={<Redirect to="/singin" state={{ from: '/blog' }} />} />
          <Route path="/singin" element={<SignIn />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('from /blog')).toBeInTheDocument();
  });
});
