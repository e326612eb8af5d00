import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, Reply } from '../../test/fake-api.ts';
import { aDispute } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DisputePanel } from './dispute-panel.tsx';

const SELLER = 'sam.seller@resale.zone';
const open = aDispute({
  buyerEmail: 'bianca.buyer@resale.zone',
  sellerName: 'Sam Seller',
  sellerEmail: SELLER,
  photos: [{ url: '/images/aaaa-640.webp', side: 'buyer' }],
  conversationId: 'conv-1',
});

describe('a dispute, as each side sees it', () => {
  test('the seller answers once: a refused text shows under its field, then both sides show', async () => {
    const user = userEvent.setup();
    const answered = { ...open, answer: 'It worked at the meetup.', answeredAt: open.createdAt };
    let turn = 0;
    fakeApi.use(
      answer('POST /bookings/:id/dispute/answer', () =>
        turn++ === 0
          ? new Reply(400, {
              statusCode: 400,
              error: 'Bad Request',
              message: 'answer: Write your side of it',
              field: 'answer',
            })
          : answered,
      ),
    );
    renderApp(<DisputePanel dispute={open} onReceipt />, { as: 'seller', user: { email: SELLER } });
    const panel = await screen.findByRole('region', { name: 'A problem was reported' });
    expect(within(panel).getByRole('img', { name: "The buyer's report: photo 1" })).toBeVisible();
    expect(within(panel).getByText('No answer yet.')).toBeVisible();
    await user.type(within(panel).getByLabelText('Your answer'), 'It worked at the meetup.');
    await user.click(within(panel).getByRole('button', { name: 'Send my answer' }));
    expect(await within(panel).findByText('Write your side of it')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Send my answer' }));
    expect(
      await screen.findByText('Your answer was sent: an admin reads both sides'),
    ).toBeInTheDocument();
    expect(
      fakeApi
        .calls()
        .filter((c) => c.method === 'POST')
        .at(-1),
    ).toMatchObject({
      url: '/api/bookings/booking-1/dispute/answer',
      body: { answer: 'It worked at the meetup.', photos: [] },
    });
  });

  test('the buyer reads both sides and gets no answer form; the conversation is linked', () => {
    renderApp(
      <DisputePanel dispute={{ ...open, answer: 'It worked.', answeredAt: open.createdAt }} />,
      { as: 'buyer' },
    );
    const panel = screen.getByRole('region', { name: 'The problem you reported' });
    expect(within(panel).getByText("The seller's answer")).toBeVisible();
    expect(within(panel).getByText('It worked.')).toBeVisible();
    expect(within(panel).queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Your conversation about this phone' }),
    ).toHaveAttribute('href', '/deshboard/messages/conv-1');
  });
});
