import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { aMeeting, aNoShowClaim } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MeetingPanel } from './meeting-panel.tsx';

const AT = '2099-03-08T15:30:00.000Z';

describe('Meeting time', () => {
  test('proposing a time sends it as an instant; the panel then waits for the other side', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn(
        'GET /bookings/:id/meeting',
        aMeeting(),
        aMeeting({ at: AT, proposedBy: 'buyer' }),
      ),
      answer('PUT /bookings/:id/meeting', aMeeting({ at: AT, proposedBy: 'buyer' })),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    const panel = await screen.findByRole('region', { name: 'Meeting time' });
    expect(panel).toHaveTextContent('No time agreed yet');
    await user.type(within(panel).getByLabelText(/Propose a time/), '2099-03-08T15:30');
    await user.click(within(panel).getByRole('button', { name: 'Propose' }));
    expect(await within(panel).findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(panel).toHaveTextContent('You proposed this time: the seller confirms it.');
    const sent = fakeApi.calls().find((c) => c.method === 'PUT');
    expect(new Date((sent!.body as { at: string }).at).getTime()).toBe(
      new Date('2099-03-08T15:30').getTime(),
    );
  });

  test('the server’s refusal of the time shows under the field', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer(
        'PUT /bookings/:id/meeting',
        refusal(400, 'at: Meet before the payment hold ends (Wed, 11 Mar 2099)', 'at'),
      ),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    const panel = await screen.findByRole('region', { name: 'Meeting time' });
    await user.type(within(panel).getByLabelText(/Propose a time/), '2099-03-20T10:00');
    await user.click(within(panel).getByRole('button', { name: 'Propose' }));
    expect(
      await within(panel).findByText('Meet before the payment hold ends (Wed, 11 Mar 2099)'),
    ).toBeInTheDocument();
  });

  test('the other side confirms the time it was shown', async () => {
    const user = userEvent.setup();
    const proposed = aMeeting({ side: 'seller', at: AT, proposedBy: 'buyer' });
    fakeApi.use(
      answerInTurn('GET /bookings/:id/meeting', proposed, { ...proposed, confirmed: true }),
      answer('POST /bookings/:id/meeting/confirm', { ...proposed, confirmed: true }),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    const confirmIt = await screen.findByRole('button', { name: 'Confirm this time' });
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    await user.click(confirmIt);
    expect(await screen.findByText('Confirmed by both')).toBeInTheDocument();
    // The proposal as shown: its time and its place.
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      at: AT,
      place: 'Gulshan 1 circle, Dhaka',
    });
    // Confirmed: a plain link downloads the calendar file (no script needed).
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/bookings/booking-1/meeting.ics');
    expect(link).toHaveAttribute('download');
  });
});

describe('Meeting place', () => {
  test('a booking from an offer has no place yet; a suggested spot of the phone’s area fills it and is proposed with the time', async () => {
    const user = userEvent.setup();
    const fromOffer = aMeeting({ place: null, areaId: 'area-dhanmondi' });
    const spot = 'Rabindra Sarobar, Dhanmondi Lake, Dhaka';
    fakeApi.use(
      answerInTurn(
        'GET /bookings/:id/meeting',
        fromOffer,
        aMeeting({ place: spot, at: AT, proposedBy: 'buyer' }),
      ),
      answer('PUT /bookings/:id/meeting', aMeeting({ place: spot, at: AT, proposedBy: 'buyer' })),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    const panel = await screen.findByRole('region', { name: 'Meeting time' });
    expect(panel).toHaveTextContent('Place: Place not agreed yet');
    const spots = await within(panel).findByRole('group', { name: 'Suggested public spots' });
    // The phone's area first.
    const buttons = within(spots).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Rabindra Sarobar');
    await user.click(buttons[0]!);
    expect(within(panel).getByLabelText('Propose a place')).toHaveValue(spot);
    await user.type(within(panel).getByLabelText(/Propose a time/), '2099-03-08T15:30');
    await user.click(within(panel).getByRole('button', { name: 'Propose' }));
    expect(await within(panel).findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(panel).toHaveTextContent(`Place: ${spot}`);
    expect(fakeApi.calls().find((c) => c.method === 'PUT')?.body).toMatchObject({ place: spot });
  });

  test('a time alone keeps the place (none sent); the server’s refusal of a place shows under it', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn(
        'PUT /bookings/:id/meeting',
        aMeeting({ at: AT, proposedBy: 'buyer' }),
        refusal(400, 'place: Meeting location is required', 'place'),
      ),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    const panel = await screen.findByRole('region', { name: 'Meeting time' });
    expect(panel).toHaveTextContent('Place: Gulshan 1 circle, Dhaka');
    await user.type(within(panel).getByLabelText(/Propose a time/), '2099-03-08T15:30');
    await user.click(within(panel).getByRole('button', { name: 'Propose' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls().filter((c) => c.method === 'PUT')).toHaveLength(1),
    );
    expect(fakeApi.calls().find((c) => c.method === 'PUT')?.body).not.toHaveProperty('place');
    await user.type(
      within(panel).getByLabelText(/Propose another time|Propose a time/),
      '2099-03-08T16:30',
    );
    await user.type(within(panel).getByLabelText(/Another place/), 'x');
    await user.click(within(panel).getByRole('button', { name: 'Propose' }));
    expect(await within(panel).findByText('Meeting location is required')).toBeInTheDocument();
  });
});

describe('No-show claims', () => {
  test('after the meeting: “The seller didn’t come” sends the buyer’s words', async () => {
    const user = userEvent.setup();
    const past = aMeeting({ at: '2026-03-06T10:00:00.000Z', confirmed: true, canClaim: true });
    const claim = aNoShowClaim({
      claimantSide: 'buyer',
      claimantName: 'Bianca Buyer',
      absentName: 'Sam Rahman',
    });
    fakeApi.use(
      answerInTurn('GET /bookings/:id/meeting', past, { ...past, canClaim: false, claim }),
      answer('POST /bookings/:id/no-show', claim),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    await user.click(await screen.findByRole('button', { name: 'The seller didn’t come' }));
    const dialog = await screen.findByRole('dialog', { name: 'The seller didn’t come' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    expect(await within(dialog).findByText('Say what happened')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What happened'), 'Nobody came to the circle');
    await user.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    expect(
      await screen.findByText('You said Sam Rahman did not come. Waiting for their answer.'),
    ).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      statement: 'Nobody came to the circle',
    });
  });

  test('the person asked answers: “I came” goes to an administrator', async () => {
    const user = userEvent.setup();
    const asked = aMeeting({
      confirmed: true,
      at: '2026-03-06T10:00:00.000Z',
      claim: aNoShowClaim(),
      canAnswer: true,
    });
    const contested = aNoShowClaim({ state: 'contested', answer: 'I was there at ten' });
    fakeApi.use(
      answerInTurn('GET /bookings/:id/meeting', asked, {
        ...asked,
        canAnswer: false,
        claim: contested,
      }),
      answer('POST /no-show-claims/:id/answer', contested),
    );
    renderApp(<MeetingPanel bookingId="booking-1" />);
    expect(
      await screen.findByText('Sam Rahman says you did not come. Agree, or say you came.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer the claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Did you miss the meeting?' });
    await user.click(within(dialog).getByLabelText('I came: an administrator decides'));
    await user.type(within(dialog).getByLabelText('What happened'), 'I was there at ten');
    await user.click(within(dialog).getByRole('button', { name: 'Send my answer' }));
    expect(
      await screen.findByText('The claim is contested: an administrator will decide.'),
    ).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      agree: false,
      text: 'I was there at ten',
    });
  });
});
