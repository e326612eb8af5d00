import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useNavigate } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { notify } from './toast.ts';
import { useToastsPerPage } from './use-toasts-per-page.ts';

// Long enough that only leaving the page can end these toasts during a test.
const LONG = 60_000;
// A dismissed toast leaves the page after its exit animation (react-hot-toast: 1 s).
const gone = (text: string) =>
  waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 3000 });

function Layout() {
  useToastsPerPage();
  return <Outlet />;
}

function PageA() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Page A</h1>
      <button type="button" onClick={() => notify.error('A problem on page A', { duration: LONG })}>
        Fail here
      </button>
      <button
        type="button"
        onClick={() => {
          notify.success('Welcome to page B', { forNextPage: true, duration: LONG });
          void navigate('/b');
        }}
      >
        Go on
      </button>
      <Link to="/b">To B</Link>
      <Link to="/?tab=2">Same page, another tab</Link>
    </>
  );
}

function PageB() {
  // A toast the page shows as it opens belongs to it.
  useEffect(() => {
    notify.success('Page B opened', { duration: LONG });
  }, []);
  return (
    <>
      <h1>Page B</h1>
      <Link to="/">Back to A</Link>
    </>
  );
}

const open = () =>
  renderApp([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <PageA /> },
        { path: '/b', element: <PageB /> },
      ],
    },
  ]);

describe('toasts and pages', () => {
  test('a toast of page A is dismissed when the person goes to page B', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Fail here' }));
    expect(await screen.findByText('A problem on page A')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'To B' }));
    expect(await screen.findByText('Page B opened')).toBeInTheDocument();
    await gone('A problem on page A');
    expect(screen.getByText('Page B opened')).toBeInTheDocument();
  });

  test('another query on the same page keeps it', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Fail here' }));
    await user.click(screen.getByRole('link', { name: 'Same page, another tab' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByText('A problem on page A')).toBeInTheDocument();
  });

  test('one meant for the next page stays there, and goes with the page after', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Fail here' }));
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    await gone('A problem on page A');
    expect(screen.getByText('Welcome to page B')).toBeInTheDocument();
    expect(screen.getByText('Page B opened')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to A' }));
    await gone('Welcome to page B');
    await gone('Page B opened');
  });
});
