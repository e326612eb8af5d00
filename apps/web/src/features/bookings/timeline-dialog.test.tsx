import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { aBooking, anOrder, aTimeline, heldState } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MyBookings } from './my-bookings.tsx';
import { MyOrders } from './my-orders.tsx';

const email = 'someone@resale.zone';

async function openTimeline(productName: string) {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: `Timeline of ${productName}` });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Timeline: ${productName}` });
  return { user, button, dialog };
}

describe('a booking’s timeline', () => {
  test('the buyer opens a row’s timeline: the states with their times, their next step, the place and the seller’s contact; Close goes back to the row', async () => {
    const booking = aBooking({ _id: 'b-7', productName: 'Pixel 7', ...heldState });
    fakeApi.use(
      answer('GET /bookings', [booking]),
      answer('GET /bookings/:id/timeline', aTimeline({ bookingId: 'b-7' })),
    );
    renderApp(<MyBookings email={email} />);
    const { user, button, dialog } = await openTimeline('Pixel 7');

    const happened = await within(dialog).findByRole('list', { name: 'What happened so far' });
    const items = within(happened).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span.font-medium')?.textContent)).toEqual([
      'Booked',
      'Payment held – the phone is reserved',
    ]);
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-05T10:05:00.000Z');
    expect(items[1]!.querySelector('time')).toHaveTextContent(/Mar 5, 2026/);
    expect(within(dialog).getByText('Payment held until the handover')).toBeInTheDocument();

    const next = within(dialog).getByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent(/check the phone with the checklist/);
    expect(next).toHaveTextContent('Who: You');
    expect(next).toHaveTextContent(/By: Mar 10, 2026/);

    expect(within(dialog).getByText('Dhanmondi 27, Dhaka')).toBeInTheDocument();
    expect(within(dialog).getByText('Seller')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'sam.seller@resale.zone' })).toHaveAttribute(
      'href',
      'mailto:sam.seller@resale.zone',
    );
    expect(within(dialog).queryByRole('link', { name: /^\+?\d/ })).not.toBeInTheDocument();
    expect(fakeApi.sent().map((s) => s.url)).toContain('/api/bookings/b-7/timeline');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('with the payment held, the buyer gets the seller’s phone number when the seller gave one', async () => {
    const booking = aBooking({ _id: 'b-8', productName: 'Galaxy Note8', ...heldState });
    fakeApi.use(
      answer('GET /bookings', [booking]),
      answer(
        'GET /bookings/:id/timeline',
        aTimeline({
          bookingId: 'b-8',
          productName: 'Galaxy Note8',
          contact: {
            role: 'seller',
            name: 'Sam Rahman',
            email: 'sam.seller@resale.zone',
            phone: '+8801712345678',
          },
        }),
      ),
    );
    renderApp(<MyBookings email={email} />);
    const { dialog } = await openTimeline('Galaxy Note8');
    expect(await within(dialog).findByRole('link', { name: '+8801712345678' })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );
  });

  test('the seller sees the buyer’s step as the buyer’s, and the buyer’s phone number', async () => {
    fakeApi.use(
      answer('GET /order', [anOrder({ _id: 'o-1', productName: 'Galaxy S21', ...heldState })]),
      answer(
        'GET /bookings/:id/timeline',
        aTimeline({
          bookingId: 'o-1',
          productName: 'Galaxy S21',
          viewer: 'seller',
          contact: {
            role: 'buyer',
            name: 'Omar Buyer',
            email: 'omar.buyer@resale.zone',
            phone: '+880 1812 000111',
          },
        }),
      ),
    );
    renderApp(<MyOrders email={email} />);
    const { dialog } = await openTimeline('Galaxy S21');
    const next = await within(dialog).findByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('Who: The buyer');
    expect(within(dialog).getByText('Buyer')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+880 1812 000111' })).toHaveAttribute(
      'href',
      'tel:+8801812000111',
    );
  });

  test('an ended booking has no next step; a timeline that fails to load offers Try again', async () => {
    fakeApi.use(
      answer('GET /bookings', [aBooking({ productName: 'Mi 11' })]),
      answerInTurn(
        'GET /bookings/:id/timeline',
        refusal(503, 'The database is not answering. Try again in a moment.'),
        aTimeline({
          state: 'released',
          status: 'Expired – payment released',
          entries: [
            { step: 'booked', label: 'Booked', at: '2026-03-05T10:00:00.000Z' },
            {
              step: 'expired',
              label: 'Expired – payment released',
              at: '2026-03-10T10:05:00.000Z',
            },
          ],
          next: null,
        }),
      ),
    );
    renderApp(<MyBookings email={email} />);
    const { user, dialog } = await openTimeline('Mi 11');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The timeline could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const next = await within(dialog).findByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('None: this booking has ended.');
    expect(within(dialog).getAllByText('Expired – payment released')).toHaveLength(2);
  });
});
