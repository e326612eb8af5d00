import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { anOrder, heldState } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MyOrders } from './my-orders.tsx';

const held = () => anOrder({ _id: 'order-9', productName: 'Galaxy S21', ...heldState });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Enter handover code for Galaxy S21' }),
  );
  return screen.getByRole('dialog', { name: 'Enter handover code: Galaxy S21' });
}

describe('Enter handover code', () => {
  test("a wrong code shows the server's words under the field; the right one completes the sale", async () => {
    const user = userEvent.setup();
    const order = held();
    fakeApi.use(
      answerInTurn(
        'GET /order',
        [order],
        [order],
        [{ ...order, state: 'completed', status: 'Completed', heldUntil: null }],
      ),
      answerInTurn(
        'POST /orders/:id/handover',
        refusal(400, 'code: That code is not right: 4 tries left', 'code'),
        { acknowledged: true, modifiedCount: 1 },
      ),
    );
    renderApp(<MyOrders email="sam.seller@resale.zone" />);
    expect(await screen.findByText('Payment held until the handover')).toBeInTheDocument();
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Handover code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();

    await user.type(field, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm handover' }));
    expect(await within(dialog).findByText('The handover code is 6 digits')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm handover' }));
    expect(
      await within(dialog).findByText('That code is not right: 4 tries left'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/orders/order-9/handover',
      body: { code: '123456' },
    });

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm handover' }));
    expect(await screen.findByText('Galaxy S21: sale completed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt for Galaxy S21' })).toHaveAttribute(
      'href',
      '/deshboard/receipt/order-9',
    );
  });

  test('a locked handover shows the lock on top of the form', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /order', [held()]),
      answer(
        'POST /orders/:id/handover',
        refusal(429, 'Too many wrong codes: try again in 15 minutes. The buyer has been told.'),
      ),
    );
    renderApp(<MyOrders email="sam.seller@resale.zone" />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Handover code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm handover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many wrong codes: try again in 15 minutes.',
    );
  });

  test('Decline asks for a reason and releases the payment', async () => {
    const user = userEvent.setup();
    const order = held();
    fakeApi.use(
      answer('GET /order', [order]),
      answer('POST /orders/:id/decline', {
        ...order,
        paid: false,
        state: 'released',
        status: 'Declined by the seller – payment released',
        releaseReason: 'declined',
        releaseNote: 'Sold it to my cousin',
      }),
    );
    renderApp(<MyOrders email="sam.seller@resale.zone" />);
    await user.click(await screen.findByRole('button', { name: 'Decline Galaxy S21' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline: Galaxy S21' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why, in a few words')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Sold it to my cousin');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText("Galaxy S21 declined: the buyer's payment is released"),
    ).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/orders/order-9/decline',
      body: { reason: 'Sold it to my cousin' },
    });
  });
});
