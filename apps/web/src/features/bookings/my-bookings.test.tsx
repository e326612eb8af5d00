import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { aBooking } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MyBookings } from './my-bookings.tsx';

afterEach(() => vi.restoreAllMocks());

const email = 'bianca.buyer@resale.zone';

describe('MyBookings', () => {
  test("asks for the buyer's own bookings and counts them in the spec's heading", async () => {
    fakeApi.use(answer('GET /bookings', [aBooking(), aBooking()]));
    renderApp(<MyBookings email={email} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings');
    expect(
      await screen.findByRole('heading', { name: 'I have Booked 2 products' }),
    ).toBeInTheDocument();
    expect(fakeApi.sent()[0]).toMatchObject({
      method: 'GET',
      url: '/api/bookings?email=bianca.buyer%40resale.zone',
    });
  });

  test('with no bookings it says so and points to the phones', async () => {
    fakeApi.use(answer('GET /bookings', []));
    renderApp(<MyBookings email={email} />);
    expect(
      await screen.findByRole('heading', { name: 'I have Booked 0 products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have not booked any phones yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a failed fetch says it could not fetch, and Try again loads the list', async () => {
    fakeApi.use(
      answerInTurn('GET /bookings', refusal(500, 'Something went wrong on our side.'), [
        aBooking(),
      ]),
    );
    renderApp(<MyBookings email={email} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not fetch your bookings.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'I have Booked 1 products' }),
    ).toBeInTheDocument();
  });

  test('Delete asks first, then deletes the booking and toasts its name', async () => {
    const success = vi.spyOn(notify, 'success');
    const booking = aBooking({ _id: 'b-7', productName: 'Pixel 7' });
    fakeApi.use(
      answerInTurn('GET /bookings', [booking], []),
      answer('DELETE /booking/:id', { acknowledged: true, deletedCount: 1 }),
    );
    const sent = fakeApi.sent();
    renderApp(<MyBookings email={email} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pixel 7' }));

    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    expect(dialog).toHaveTextContent('If you delete Pixel 7. It cannot be undone.');
    expect(sent).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByRole('heading', { name: 'I have Booked 0 products' }),
    ).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: '/api/booking/b-7' });
    expect(success).toHaveBeenCalledWith('Pixel 7 deleted successfully');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("Cancel keeps the booking; a refused delete shows the server's message", async () => {
    const error = vi.spyOn(notify, 'error');
    const booking = aBooking({ productName: 'Mi 11' });
    fakeApi.use(
      answerInTurn('GET /bookings', [booking], [{ ...booking, paid: true }]),
      answer(
        'DELETE /booking/:id',
        refusal(409, 'This booking was paid in the meantime and is kept.'),
      ),
    );
    const sent = fakeApi.sent();
    renderApp(<MyBookings email={email} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mi 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Mi 11' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('This booking was paid in the meantime and is kept.'),
    );
    // The list is asked again and now shows the booking as paid, with nothing to delete.
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
