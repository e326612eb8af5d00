import { useEffect, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PaymentCheckout } from './payment-checkout.tsx';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { aBookingToPay } from '../../test/fixtures.ts';
import { openPaymentPage } from '../../test/pages.tsx';

// Stripe.js comes from Stripe's CDN, out of reach here: a stand-in plays it at its package edge.
// Stable objects, as Stripe's own hooks give.
const confirmCardPayment = vi.fn();
const stripe = { confirmCardPayment };
const loadStripe = vi.fn(async (_key: string) => stripe);
const cardElement = { focus: vi.fn() };
const elements = { getElement: () => cardElement };

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => stripe,
  useElements: () => elements,
  CardElement: function CardElement({ onReady }: { onReady: () => void }) {
    useEffect(() => onReady(), [onReady]);
    return <div data-testid="stripe-card" />;
  },
}));

afterEach(() => vi.clearAllMocks());

function stripeModeServer() {
  fakeApi.use(
    answer('GET /bookings/:id', aBookingToPay()),
    answer('GET /payments/config', { mode: 'stripe', publishableKey: 'pk_test_1' }),
    answer('POST /create-payment-intent', { clientSecret: 'pi_1_secret_2' }),
    answer('POST /payments', { acknowledged: true, insertedId: 'payment-1' }),
    answer('PUT /addproduct/paid/:id', { acknowledged: true, modifiedCount: 0 }),
  );
  return fakeApi.sent();
}

describe('the payment page with Stripe', () => {
  test("loads Stripe with the server's publishable key and shows its card element, not the test notice", async () => {
    stripeModeServer();
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    expect(await screen.findByTestId('stripe-card')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test("confirms the card with Stripe.js and shows Stripe's message when it refuses", async () => {
    stripeModeServer();
    confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: {
        card: cardElement,
        billing_details: { name: 'Bianca Buyer', email: 'bianca.buyer@resale.zone' },
      },
    });
  });

  test('a succeeded intent is recorded with its id as the transaction id', async () => {
    const sent = stripeModeServer();
    confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    expect(
      await screen.findByRole('heading', { name: 'Congrats! your payment completed' }),
    ).toBeInTheDocument();
    expect(sent.find((r) => r.url === '/api/payments')?.body).toMatchObject({
      transactionId: 'pi_1',
    });
  });
});
