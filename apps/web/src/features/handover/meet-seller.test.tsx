import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CHECKLIST_ITEMS } from '@resale-zone/contract/handover';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { aBookingToPay, aHandover, aMeeting, heldState } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MeetSeller } from './meet-seller.tsx';

const heldBooking = () => aBookingToPay(heldState);

async function tickEverything(user: ReturnType<typeof userEvent.setup>) {
  for (const { label } of CHECKLIST_ITEMS) await user.click(screen.getByLabelText(label));
}

describe('Meet the seller', () => {
  test('shows where and whom to meet and the safety advice; the checklist gives the code', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /bookings/:id', heldBooking()),
      answerInTurn(
        'GET /bookings/:id/handover',
        aHandover({
          counterpart: { name: 'Sam Rahman', email: 'sam@x.test', phone: '+880 1711 000222' },
        }),
        aHandover({ checked: true, code: '482913' }),
      ),
      answer('POST /bookings/:id/checklist', { code: '482913' }),
    );
    renderApp(<MeetSeller bookingId="booking-1" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet the seller' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment held until the handover')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Where and whom you meet' });
    expect(details).toHaveTextContent('Gulshan 1 circle, Dhaka');
    expect(within(details).getByRole('link', { name: '+880 1711 000222' })).toHaveAttribute(
      'href',
      'tel:+8801711000222',
    );
    expect(screen.getByRole('region', { name: 'Stay safe at the meetup' })).toHaveTextContent(
      /Never share your handover code before/,
    );
    // No IMEI on this listing: none is asked for.
    expect(screen.queryByLabelText('IMEI')).not.toBeInTheDocument();

    // An unticked box is named, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Everything checks out: show my code' }));
    expect(await screen.findByText('Confirm: The screen works')).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toHaveLength(0);

    await tickEverything(user);
    await user.click(screen.getByRole('button', { name: 'Everything checks out: show my code' }));

    const code = await screen.findByRole('region', { name: 'Your handover code' });
    expect(within(code).getByText('482 913')).toBeInTheDocument();
    expect(
      await within(code).findByRole('img', { name: 'QR code of the handover code 482913' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(code).getByRole('heading', { name: 'Your handover code' })).toHaveFocus();
    expect(fakeApi.calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/bookings/booking-1/checklist',
      body: { screen: true, cameras: true, battery: true, sim: true, activationLock: true },
    });
    expect(screen.queryByRole('button', { name: /show my code/ })).not.toBeInTheDocument();
  });

  test('an IMEI that does not match says so and keeps the hold (no code)', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /bookings/:id', heldBooking()),
      answer('GET /bookings/:id/handover', aHandover({ imeiRequired: true })),
      answer('POST /bookings/:id/checklist', refusal(409, "This phone doesn't match the listing")),
    );
    renderApp(<MeetSeller bookingId="booking-1" />);

    const imei = await screen.findByLabelText('IMEI');
    expect(imei).toHaveAccessibleDescription('Dial *#06# on the phone to show it');
    await tickEverything(user);
    await user.click(screen.getByRole('button', { name: 'Everything checks out: show my code' }));
    expect(await screen.findByText('The IMEI is 15 digits')).toBeInTheDocument();

    await user.type(imei, '35 209900 176148 1');
    await user.click(screen.getByRole('button', { name: 'Everything checks out: show my code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This phone doesn't match the listing",
    );
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toMatchObject({
      imei: '352099001761481',
    });
    expect(screen.queryByRole('region', { name: 'Your handover code' })).not.toBeInTheDocument();
  });

  test('a locked handover tells the buyer the seller entered wrong codes, and until when', async () => {
    const lockedUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    fakeApi.use(
      answer('GET /bookings/:id', heldBooking()),
      answer(
        'GET /bookings/:id/handover',
        aHandover({ checked: true, code: '482913', lockedUntil }),
      ),
    );
    renderApp(<MeetSeller bookingId="booking-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The seller entered wrong codes too many times.');
    expect(within(alert).getByText(/\d{1,2}:\d{2}/)).toHaveAttribute('datetime', lockedUntil);
  });

  test('a field the server refuses shows under that field', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /bookings/:id', heldBooking()),
      answer('GET /bookings/:id/handover', aHandover({ imeiRequired: true })),
      answer(
        'POST /bookings/:id/checklist',
        refusal(400, 'imei: This IMEI fails its check digit', 'imei'),
      ),
    );
    renderApp(<MeetSeller bookingId="booking-1" />);
    const imei = await screen.findByLabelText('IMEI');
    await tickEverything(user);
    await user.type(imei, '352099001761482');
    await user.click(screen.getByRole('button', { name: 'Everything checks out: show my code' }));
    expect(await screen.findByLabelText('IMEI')).toHaveAccessibleDescription(
      'Dial *#06# on the phone to show it This IMEI fails its check digit',
    );
  });

  test('someone else’s booking is said without a "Try again" that cannot help', async () => {
    fakeApi.use(answer('GET /bookings/:id', refusal(403, 'This booking is not yours.')));
    renderApp(<MeetSeller bookingId="booking-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is not yours.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('the seller, opening the buyer’s page by its address, is taken to their own meeting page', async () => {
    fakeApi.use(
      answer('GET /bookings/:id', aBookingToPay({ state: 'open' })),
      answer('GET /bookings/:id/meeting', aMeeting({ side: 'seller' })),
    );
    renderApp(<MeetSeller bookingId="booking-1" />, {
      path: '/deshboard/booking/booking-1',
      route: '/deshboard/booking/:id',
      pages: { '/deshboard/meeting/:id': <h1>Seller’s meeting page</h1> },
    });
    expect(
      await screen.findByRole('heading', { name: 'Seller’s meeting page' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/to hold the phone/)).toBeNull();
  });
});
