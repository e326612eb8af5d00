import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Notification } from '@resale-zone/contract/notifications';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationCenter } from './notification-center.tsx';

const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'saved-search',
  title: 'New match: Pixel 7',
  body: '$300.00 in Dhaka, for your search “pixel”.',
  link: '/products/pixel',
  createdAt: '2026-11-24T10:00:00.000Z',
  read: false,
  ...overrides,
});

/** The bell's server: these notifications; marking read changes them as the API would. */
function bellServer(items: Notification[]) {
  let list = items;
  const unread = () => list.filter((n) => !n.read).length;
  fakeApi.use(
    answer('GET /notifications', () => ({ items: list, unread: unread() })),
    answer('POST /notifications/:id/read', ({ params }) => {
      const before = unread();
      list = list.map((n) => (n.id === params.id ? { ...n, read: true } : n));
      return { modifiedCount: before - unread(), unread: unread() };
    }),
    answer('POST /notifications/read-all', () => {
      const before = unread();
      list = list.map((n) => ({ ...n, read: true }));
      return { modifiedCount: before, unread: 0 };
    }),
  );
  return fakeApi.sent();
}

describe('the bell', () => {
  test('names the unread count, opens the list, marks one read and then all', async () => {
    const user = userEvent.setup();
    const sent = bellServer([
      aNotification(),
      aNotification({ id: 'n2', kind: 'price-drop', title: 'Price drop: Galaxy S22' }),
      aNotification({ id: 'n3', title: 'Older news', read: true }),
    ]);
    renderApp(<NotificationBell userId="u1" />, { as: 'buyer' });

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Unread: New match: Pixel 7');
    expect(links[0]).toHaveAttribute('href', '/products/pixel');

    await user.click(
      within(panel).getByRole('button', { name: 'Mark read: Price drop: Galaxy S22' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(sent.some((s) => s.method === 'POST' && s.url === '/api/notifications/n2/read')).toBe(
      true,
    );

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /^Mark read/ })).toBeNull();

    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  test('nothing yet: a plain bell, and the list says what will come', async () => {
    const user = userEvent.setup();
    bellServer([]);
    renderApp(<NotificationBell userId="u1" />, { as: 'seller' });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing yet/)).toBeVisible();
    expect(screen.queryByTestId('bell-count')).toBeNull();
  });

  test('HTML in a notification is shown as text', async () => {
    const user = userEvent.setup();
    bellServer([aNotification({ title: '<img src=x onerror=alert(1)>' })]);
    const { container } = renderApp(<NotificationBell userId="u1" />, { as: 'buyer' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('the notifications page', () => {
  test('lists them, and each kind’s email choice is saved at once', async () => {
    const user = userEvent.setup();
    bellServer([aNotification()]);
    let saved: unknown;
    const email = {
      message: true,
      booking: true,
      payment: true,
      handover: true,
      hold: true,
      'price-drop': true,
      'saved-search': true,
      offer: true,
      dispute: true,
      review: true,
      report: true,
    };
    fakeApi.use(
      answer('GET /notifications/preferences', { email }),
      answer('PUT /notifications/preferences', ({ body }) => {
        saved = body;
        return { email: { ...email, 'price-drop': false } };
      }),
    );
    renderApp(<NotificationCenter userId="u1" />, { as: 'buyer' });
    expect(await screen.findByRole('link', { name: 'Unread: New match: Pixel 7' })).toBeVisible();
    const box = await screen.findByRole('checkbox', { name: 'A price drop on a phone you saved' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(saved).toEqual({ kind: 'price-drop', email: false }));
    await waitFor(() => expect(box).not.toBeChecked());
  });
});
