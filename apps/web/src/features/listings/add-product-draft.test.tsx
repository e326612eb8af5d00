import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { AddProductForm } from './add-product-form.tsx';
import { SELLER } from './add-product-test-kit.tsx';

describe('AddProductForm draft', () => {
  test('what was typed comes back on the next visit, until Discard', async () => {
    const user = userEvent.setup();
    const first = renderApp(<AddProductForm seller={SELLER} />);
    await user.type(screen.getByLabelText('Product name'), 'Pixel 8');
    await user.selectOptions(screen.getByLabelText('Category'), 'Iphone');
    await user.type(screen.getByLabelText('Resale price (USD)'), '420');
    first.unmount();

    renderApp(<AddProductForm seller={SELLER} />);

    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('Pixel 8');
    expect(screen.getByLabelText('Category')).toHaveValue('Iphone');
    expect(screen.getByLabelText('Resale price (USD)')).toHaveValue(420);
    expect(screen.getByLabelText('Seller email')).toHaveValue(SELLER.email);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));

    expect(screen.getByLabelText('Product name')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(localStorage.getItem(`rz-draft:add-product:${SELLER.email}`)).toBeNull();
  });

  test('a draft belongs to its account: another seller starts empty', async () => {
    const user = userEvent.setup();
    const first = renderApp(<AddProductForm seller={SELLER} />);
    await user.type(screen.getByLabelText('Product name'), 'Pixel 8');
    first.unmount();

    renderApp(<AddProductForm seller={{ name: 'Other', email: 'other@resale.zone' }} />);

    expect(screen.getByLabelText('Product name')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  test('leaving a half-filled form asks first; Cancel keeps it, Leave goes', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(
      <>
        <Link to="/deshboard/booking">My bookings</Link>
        <AddProductForm seller={SELLER} />
      </>,
      { path: '/deshboard/addproduct', pages: { '/deshboard/booking': <h1>Bookings</h1> } },
    );
    await user.type(screen.getByLabelText('Product name'), 'Pixel 8');

    await user.click(screen.getByRole('link', { name: 'My bookings' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/deshboard/addproduct');
    expect(screen.getByLabelText('Product name')).toHaveValue('Pixel 8');

    await user.click(screen.getByRole('link', { name: 'My bookings' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
  });

  test('an untouched form leaves without asking', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <Link to="/deshboard/booking">My bookings</Link>
        <AddProductForm seller={SELLER} />
      </>,
      { path: '/deshboard/addproduct', pages: { '/deshboard/booking': <h1>Bookings</h1> } },
    );
    await user.click(screen.getByRole('link', { name: 'My bookings' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
  });
});
