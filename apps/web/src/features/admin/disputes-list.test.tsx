import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, answerInTurn, fakeApi } from '../../test/fake-api.ts';
import { aDispute } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DisputesList } from './disputes-list.tsx';

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

  test('a closed dispute offers Reopen: with a note, it is open again and can be decided', async () => {
    const user = userEvent.setup();
    const closed = aDispute({
      status: 'closed',
      decisionNote: 'The phone works as listed.',
      decidedAt: '2026-03-07T10:00:00.000Z',
    });
    const reopened = aDispute();
    fakeApi.use(
      answerInTurn('GET /admin/disputes', [closed], [reopened]),
      answer('POST /admin/disputes/:id/reopen', reopened),
    );
    renderApp(<DisputesList />);
    const row = await screen.findByRole('row', { name: /iPhone 13/ });
    expect(row).toHaveTextContent('Closed');
    expect(within(row).queryByRole('button', { name: /^Decide/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Reopen the dispute on iPhone 13' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen: iPhone 13' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(
      await within(dialog).findByText('Write a note both sides will read'),
    ).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(
      within(dialog).getByLabelText('Why it is reopened (both sides read it)'),
      'The seller admitted the fault.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Dispute on iPhone 13 reopened')).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/disputes/dispute-1/reopen',
      body: { note: 'The seller admitted the fault.' },
    });
    expect(
      await screen.findByRole('button', { name: 'Decide the dispute on iPhone 13' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reopen the dispute/ })).not.toBeInTheDocument();
  });

  test('a row and the decide dialog show both sides, their photos and the receipt', async () => {
    const user = userEvent.setup();
    const answered = aDispute({
      answer: 'It worked when we met; the buyer tried it.',
      answeredAt: '2026-03-06T12:00:00.000Z',
      photos: [
        { url: '/images/aaaa-640.webp', side: 'buyer' },
        { url: '/images/bbbb-640.webp', side: 'seller' },
        { url: '/images/cccc-640.webp', side: 'seller' },
      ],
    });
    fakeApi.use(answer('GET /admin/disputes', [answered]));
    renderApp(<DisputesList />);
    const row = await screen.findByRole('row', { name: /iPhone 13/ });
    expect(row).toHaveTextContent('It worked when we met; the buyer tried it.');
    expect(within(row).getAllByRole('img', { name: /Seller's photo/ })).toHaveLength(2);
    expect(within(row).getByRole('img', { name: "Buyer's photo 1" })).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Receipt of iPhone 13' })).toHaveAttribute(
      'href',
      '/deshboard/receipt/booking-1',
    );

    await user.click(within(row).getByRole('button', { name: 'Decide the dispute on iPhone 13' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide: iPhone 13' });
    expect(within(dialog).getByText("The seller's answer")).toBeVisible();
    expect(within(dialog).getByText('It worked when we met; the buyer tried it.')).toBeVisible();
    expect(within(dialog).getAllByRole('img', { name: /The seller's answer: photo/ })).toHaveLength(
      2,
    );
    expect(within(dialog).getByRole('link', { name: 'See the receipt' })).toBeVisible();
  });
});
