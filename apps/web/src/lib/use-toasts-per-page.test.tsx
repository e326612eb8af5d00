import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasterStore } from 'react-hot-toast';
import { Link, Outlet, useNavigate } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { notify } from './toast.ts';
import { useToastsPerPage } from './use-toasts-per-page.ts';

// Long enough that only leaving the page can end these toasts during a test.
const LONG = 60_000;
// A dismissed toast leaves the page after its exit animation (react-hot-toast: 1 s). The time-out
// is a guard, well above that second on a busy machine.
const gone = (text: string) =>
  waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 5000 });

/**
 * The toasts the toast area shows, as its store says: a dismissed toast is marked at once, but
 * stays in the page for its exit animation (1 s).
 */
function ShownToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul aria-label="Shown toasts">
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <li key={t.id}>{String(t.message)}</li>
        ))}
    </ul>
  );
}

function Layout({ watch }: { watch: boolean }) {
  useToastsPerPage();
  return (
    <>
      {watch && <ShownToasts />}
      <Outlet />
    </>
  );
}

function PageA() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Page A</h1>
      <button type="button" onClick={() => notify.error('A problem on page A', { duration: LONG })}>
        Fail here
      </button>
      <button type="button" onClick={() => notify.error('More about page A', { duration: LONG })}>
        Say more
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

/** The two pages; `watch` adds where the app is and the toasts shown (by the toast store). */
const open = ({ watch = false } = {}) =>
  renderApp(
    [
      {
        element: <Layout watch={watch} />,
        children: [
          { path: '/', element: <PageA /> },
          { path: '/b', element: <PageB /> },
        ],
      },
    ],
    { showLocation: watch },
  );

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
    open({ watch: true });
    const shown = () => within(screen.getByRole('list', { name: 'Shown toasts' }));
    await user.click(screen.getByRole('button', { name: 'Fail here' }));
    expect(await shown().findByText('A problem on page A')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Same page, another tab' }));
    // The app has moved (what the move does to toasts is under way), and a toast shown after it
    // has reached the toast area: a dismissal by the move, asked before it, has too.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent('/?tab=2'),
    );
    await user.click(screen.getByRole('button', { name: 'Say more' }));
    expect(await shown().findByText('More about page A')).toBeInTheDocument();
    expect(shown().getByText('A problem on page A')).toBeInTheDocument();
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
