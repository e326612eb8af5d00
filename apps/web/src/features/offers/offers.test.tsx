import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ProductDetail } from '@resale-zone/contract/listings';
import type { Offer } from '@resale-zone/contract/offers';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MakeOfferButton } from './make-offer-button.tsx';
import { MyOffers } from './my-offers.tsx';
import { OfferSettingsDialog } from './offer-settings-dialog.tsx';
import { ReceivedOffers } from './received-offers.tsx';

const phone: ProductDetail = {
  ...aProduct({ _id: 'p1', productName: 'Pixel 7', resalePrice: 400 }),
  photos: [],
  seller: { name: 'Sam Rahman', memberSince: null, listingCount: 1 },
};

function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'o1',
    product_id: 'p1',
    productName: 'Pixel 7',
    photo: aProduct().productPhoto,
    askingPrice: 400,
    price: 300,
    counterPrice: null,
    state: 'open',
    status: 'Waiting for the seller',
    expiresAt: '2026-03-07T10:00:00.000Z',
    bookingId: null,
    buyerName: 'Bea Buyer',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const terms = { accepting: true, askingPrice: 400, minimum: 200, openOffer: null };

describe('Make an offer', () => {
  test('pressed signed out, it leads to sign-in; back signed in, the dialog opens', async () => {
    const user = userEvent.setup();
    const out = renderApp(<MakeOfferButton product={phone} />, {
      as: null,
      path: '/product/p1',
      route: '/product/:id',
      pages: { '/singin': <p>Sign in</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(out.location().state).toMatchObject({ then: 'make-offer' });
    out.unmount();

    fakeApi.use(answer('GET /offer-terms/:id', terms));
    const back = renderApp(<MakeOfferButton product={phone} />, {
      as: 'buyer',
      history: [{ pathname: '/product/p1', state: { then: 'make-offer' } }],
      route: '/product/:id',
    });
    expect(
      await screen.findByRole('dialog', { name: 'Make an offer on Pixel 7' }),
    ).toBeInTheDocument();
    expect(back.location().state).toBeNull();
  });

  test('the dialog shows the minimum, refuses less by the contract’s rule, and sends an offer', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /offer-terms/:id', terms),
      answer('POST /offers', ({ body }) => anOffer({ price: (body as { price: number }).price })),
    );
    renderApp(<MakeOfferButton product={phone} />, { as: 'buyer' });
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer on Pixel 7' });
    const field = within(dialog).getByLabelText('Your offer (dollars)');
    expect(
      within(dialog).getByText(/At least \$200\.00, below the asking price of \$400\.00/),
    ).toBeInTheDocument();

    await user.type(field, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('Offer at least $200.00 (half the asking price)'),
    ).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer of $300.00 sent')).toBeInTheDocument();
    expect(fakeApi.calls()).toContainEqual({
      method: 'POST',
      url: '/api/offers',
      body: { product_id: 'p1', price: 300 },
    });
  });

  test('an offer below the seller’s floor is declined at once, and the buyer is told', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /offer-terms/:id', terms),
      answer('POST /offers', anOffer({ price: 210, state: 'declined', status: 'Declined' })),
    );
    renderApp(<MakeOfferButton product={phone} />, { as: 'buyer' });
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your offer (dollars)'), '210');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText('The seller declined your offer of $210.00.'),
    ).toBeInTheDocument();
  });

  test('the phone’s own seller, and a phone with offers off, show no button', async () => {
    fakeApi.use(answer('GET /offer-terms/:id', { ...terms, accepting: false }));
    renderApp(<MakeOfferButton product={phone} />, { as: 'buyer' });
    await waitFor(() => expect(fakeApi.calls().map((c) => c.url)).toContain('/api/offer-terms/p1'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument(),
    );
  });
});

describe('the buyer’s offers', () => {
  test('a counter-offer is accepted after a confirmation; an accepted offer leads to its payment', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /offers', [
        anOffer({ state: 'countered', status: 'Countered by the seller', counterPrice: 350 }),
        anOffer({
          _id: 'o2',
          productName: 'iPhone 12',
          state: 'accepted',
          status: 'Accepted',
          bookingId: 'b9',
          expiresAt: null,
        }),
      ]),
      answer('POST /offers/:id/accept', anOffer({ state: 'accepted', bookingId: 'b1' })),
    );
    renderApp(<MyOffers />, { as: 'buyer' });
    const table = await screen.findByRole('table', { name: 'My offers' });
    expect(within(table).getByText('$350.00')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Pay\s*for iPhone 12/ })).toHaveAttribute(
      'href',
      '/deshboard/payment/b9',
    );
    await user.click(within(table).getByRole('button', { name: /Accept\s*Pixel 7/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept the counter-offer?' });
    expect(confirm).toHaveTextContent('booked for you at $350.00');
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    expect(fakeApi.calls()).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/offers/o1/accept' }),
    );
  });
});

describe('the seller’s offers', () => {
  test('counter in a small dialog: above the offer, below the asking price', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /offers/received', [anOffer()]),
      answer('POST /offers/:id/counter', anOffer({ state: 'countered', counterPrice: 350 })),
    );
    renderApp(<ReceivedOffers />, { as: 'seller' });
    const table = await screen.findByRole('table', { name: 'Offers' });
    expect(within(table).getByText('Bea Buyer')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Counter\s*Pixel 7/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter Bea Buyer’s offer' });
    const field = within(dialog).getByLabelText('Your price (dollars)');
    await user.type(field, '290');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(
      await within(dialog).findByText('Counter with more than the offer of $300.00'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Counter-offer of $350.00 sent')).toBeInTheDocument();
    expect(fakeApi.calls()).toContainEqual({
      method: 'POST',
      url: '/api/offers/o1/counter',
      body: { price: 350 },
    });
  });

  test('no offers yet: an empty state', async () => {
    fakeApi.use(answer('GET /offers/received', []));
    renderApp(<ReceivedOffers />, { as: 'seller' });
    expect(await screen.findByText('No offers yet.')).toBeInTheDocument();
  });
});

describe('the seller’s offer settings of a phone', () => {
  test('a floor is saved; one at the asking price or more is refused under its field', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /offer-settings/:id', { enabled: true, floor: null }),
      answer('PUT /offer-settings/:id', ({ body }) => {
        const { floor } = body as { floor: number | null };
        if (floor !== null && floor >= 400)
          return refusal(400, 'The floor must be below the asking price', 'floor');
        return body as { enabled: boolean; floor: number | null };
      }),
    );
    renderApp(
      <OfferSettingsDialog phone={{ _id: 'p1', productName: 'Pixel 7' }} onClose={() => {}} />,
      {
        as: 'seller',
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Offers on Pixel 7' });
    const floor = within(dialog).getByLabelText('Decline offers below (dollars, optional)');
    await user.type(floor, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The floor must be below the asking price'),
    ).toBeInTheDocument();
    await user.clear(floor);
    await user.type(floor, '320');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer settings of Pixel 7 saved')).toBeInTheDocument();
    expect(fakeApi.calls()).toContainEqual({
      method: 'PUT',
      url: '/api/offer-settings/p1',
      body: { enabled: true, floor: 320 },
    });
  });
});
