import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Dispute } from '@resale-zone/contract/handover';
import { answer, answerInTurn, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DisputesList } from './disputes-list.tsx';

const aDispute = (overrides: Partial<Dispute> = {}): Dispute => ({
  _id: 'dispute-1',
  bookingId: 'booking-1',
  productName: 'iPhone 13',
  price: 389,
  buyerName: 'Bianca Buyer',
  buyerEmail: 'bianca@resale.zone',
  sellerName: 'Sam Rahman',
  sellerEmail: 'sam@resale.zone',
  reason: 'not-working',
  description: 'The screen went black the next morning.',
  status: 'open',
  refunded: null,
  decisionNote: null,
  createdAt: '2026-03-06T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

describe('Disputes (admin)', () => {
  test('lists the problem; Decide refunds part with a note, and the row shows the outcome', async () => {
    const user = userEvent.setup();
    const open = aDispute();
    const decided = aDispute({
      status: 'refunded',
      refunded: 50,
      decisionNote: 'Half the screen repair.',
      decidedAt: '2026-03-07T10:00:00.000Z',
    });
    fakeApi.use(
      answerInTurn('GET /admin/disputes', [open], [decided]),
      answer('POST /admin/disputes/:id/decide', decided),
    );
    renderApp(<DisputesList />);
    expect(await screen.findByText('1 open of 1.', { exact: false })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /iPhone 13/ });
    expect(row).toHaveTextContent('The phone stopped working');
    expect(row).toHaveTextContent('The screen went black the next morning.');

    await user.click(within(row).getByRole('button', { name: 'Decide the dispute on iPhone 13' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide: iPhone 13' });
    expect(within(dialog).getByLabelText('Refund in full ($389.00)')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Refund part'));
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await within(dialog).findByText('Enter the amount to refund')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a note both sides will read')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount to refund (dollars)'), '50');
    await user.type(
      within(dialog).getByLabelText('Note to the buyer and the seller'),
      'Half the screen repair.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Refunded $50.00 for iPhone 13')).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/disputes/dispute-1/decide',
      body: { outcome: 'refund', amount: 50, note: 'Half the screen repair.' },
    });
    expect(await screen.findByText('Refunded $50.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Decide/ })).not.toBeInTheDocument();
  });
});
