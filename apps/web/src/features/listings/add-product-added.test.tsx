import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { answer, fakeApi, imageStored } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AddProductForm } from './add-product-form.tsx';
import { SELLER, STORED_PHOTO, addProduct, fillValidForm } from './add-product-test-kit.tsx';

// What the seller sees once a phone is added (the form's other tests: add-product-form.test.tsx).
describe('AddProductForm', () => {
  test('after adding, links lead to the new listing and to My Products', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('POST /images', imageStored(STORED_PHOTO)),
      answer('POST /addproduct', { acknowledged: true, insertedId: 'listing-9' }),
    );
    renderApp(<AddProductForm seller={SELLER} />, {
      path: '/deshboard/addproduct',
      pages: { '/products/:id': <h1>The new listing</h1> },
    });
    await fillValidForm(user);

    await user.click(addProduct());

    expect(await screen.findByRole('link', { name: 'See its page' })).toHaveAttribute(
      'href',
      '/products/listing-9',
    );
    expect(screen.getByRole('link', { name: 'Go to My Products' })).toHaveAttribute(
      'href',
      '/deshboard/showproduct',
    );
    // Sent: the draft is gone, so the next visit starts empty, and leaving does not ask.
    expect(localStorage.getItem(`rz-draft:add-product:${SELLER.email}`)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'See its page' }));
    expect(await screen.findByRole('heading', { name: 'The new listing' })).toBeInTheDocument();
  });
  test('after adding, the notice takes the focus and comes into view; Add another starts afresh', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    // jsdom does not scroll: the notice asks for it, and this records on which element.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
    fakeApi.use(
      answer('POST /images', imageStored(STORED_PHOTO)),
      answer('POST /addproduct', { acknowledged: true, insertedId: 'listing-9' }),
    );
    try {
      renderApp(<AddProductForm seller={SELLER} />);
      await fillValidForm(user);
      await user.click(addProduct());

      const notice = (await screen.findByText(/is listed\./)).closest<HTMLElement>(
        '[role=status]',
      )!;
      await waitFor(() => expect(notice).toHaveFocus());
      expect(notice).toHaveTextContent('iPhone 13 128GB is listed.');
      expect(scrolled).toHaveBeenCalledWith(notice);

      await user.type(screen.getByLabelText('Product name'), 'Pixel 8');
      await user.click(within(notice).getByRole('button', { name: 'Add another' }));

      expect(screen.queryByText(/is listed\./)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Product name')).toHaveValue('');
      expect(screen.getByLabelText('Product name')).toHaveFocus();
      expect(screen.getByLabelText('Seller email')).toHaveValue(SELLER.email);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
