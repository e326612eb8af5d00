import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { OwnReview, PendingReview } from '@resale-zone/contract/reviews';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PendingReviews } from './pending-reviews.tsx';

const pending: PendingReview = {
  bookingId: 'booking-1',
  productName: 'Pixel 7',
  side: 'buyer',
  counterpartName: 'Rina Seller',
  completedAt: '2026-03-01T10:00:00.000Z',
  openUntil: '2026-03-31T10:00:00.000Z',
};

const written: OwnReview = {
  _id: 'review-1',
  authorId: 'u-1',
  authorName: 'Omar Buyer',
  authorRole: 'buyer',
  stars: 5,
  text: 'On time.',
  productName: 'Pixel 7',
  createdAt: '2026-03-02T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  hidden: false,
  hiddenReason: null,
};

describe('Review your sales', () => {
  test('stars are required; the server’s refusal of the text shows under it; then the review is published and the sale leaves the list', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    fakeApi.use(
      answerInTurn('GET /reviews/pending', [pending], []),
      answer('POST /bookings/:id/review', () =>
        ++attempts === 1 ? refusal(400, 'text: At most 1000 characters', 'text') : written,
      ),
    );
    renderApp(<PendingReviews />);
    expect(await screen.findByText('Pixel 7')).toBeInTheDocument();
    expect(screen.getByText(/Bought from Rina Seller/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review the seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Review the seller: Rina Seller' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Choose 1 to 5 stars')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('5 – Excellent'));
    await user.type(within(dialog).getByLabelText('What happened (optional)'), 'On time.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('At most 1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What happened (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(
      await screen.findByText('Thanks, your review of Rina Seller is published'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(
      fakeApi
        .sent()
        .filter((s) => s.method === 'POST')
        .at(-1)?.body,
    ).toEqual({
      stars: 5,
      text: 'On time.',
    });
  });
});
