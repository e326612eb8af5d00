import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
import type { HttpHandler } from 'msw';
import type { AnswerOf } from '../../test/endpoints.ts';
import { answer, fakeApi, later, refusal, type Reply } from '../../test/fake-api.ts';
import { aBookingToPay } from '../../test/fixtures.ts';
import { openPaymentPage } from '../../test/pages.tsx';
import { PaymentCheckout } from './payment-checkout.tsx';

afterEach(() => vi.restoreAllMocks());

type Confirmation = AnswerOf<'POST /test-payments/confirm'>;

const SECRET = 'pi_test_abc_secret_xyz';
const declined: Confirmation = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
};
const succeeded: Confirmation = {
  paymentIntent: { id: 'pi_test_abc', status: 'succeeded', amount: 38900 },
};

/** A test-mode server for one unpaid booking; `overrides` answer some calls differently. */
function testModeServer(...overrides: HttpHandler[]) {
  fakeApi.use(
    ...overrides,
    answer('GET /bookings/:id', aBookingToPay()),
    answer('GET /payments/config', { mode: 'test' }),
    answer('POST /create-payment-intent', { clientSecret: SECRET }),
  );
  return fakeApi.sent();
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiration (MM/YY)'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('ZIP'), '10001');
}

const payButton = () => screen.getByRole('button', { name: 'Pay' });

describe('the payment page in test mode', () => {
  test("shows the booking in disabled labelled fields and the amount in the spec's words", async () => {
    testModeServer();
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please Pay $389.00 for iPhone 13' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Bianca Buyer');
    expect(screen.getByLabelText('Email')).toHaveValue('bianca.buyer@resale.zone');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Product name')).toHaveValue('iPhone 13');
    expect(screen.getByLabelText('Product name')).toBeDisabled();
  });

  test('says it is test mode and which card to use, with labelled card fields for autofill', async () => {
    testModeServer();
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Test mode');
    expect(notice).toHaveTextContent('4242 4242 4242 4242');
    expect(notice).toHaveTextContent('any future date, any CVC');
    const fields = {
      'Card number': 'cc-number',
      'Expiration (MM/YY)': 'cc-exp',
      CVC: 'cc-csc',
      ZIP: 'postal-code',
    };
    for (const [label, autocomplete] of Object.entries(fields)) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
  });

  test('Pay stays disabled until the client secret is ready, asked for with the booking and price', async () => {
    const secret = later<AnswerOf<'POST /create-payment-intent'>>();
    const sent = testModeServer(answer('POST /create-payment-intent', () => secret.promise));
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);

    await screen.findByLabelText('Card number');
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Getting the payment ready…')).toBeInTheDocument();
    expect(sent.find((r) => r.url === '/api/create-payment-intent')?.body).toEqual({
      bookingId: 'booking-1',
      price: 389,
    });

    secret.resolve({ clientSecret: SECRET });
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
  });

  test('types the card as it reads: groups of four and MM/YY', async () => {
    testModeServer();
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiration (MM/YY)')).toHaveValue('12/34');
  });

  test("a declined card shows the provider's message in red under the form and records nothing", async () => {
    const sent = testModeServer(answer('POST /test-payments/confirm', declined));
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveClass('text-error');
    expect(sent.find((r) => r.url === '/api/test-payments/confirm')?.body).toEqual({
      clientSecret: SECRET,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10001',
    });
    expect(sent.some((r) => r.url === '/api/payments')).toBe(false);
    // The buyer may try another card.
    expect(payButton()).toBeEnabled();
  });

  test('Pay is disabled and busy while the payment is processing', async () => {
    const confirmation = later<Confirmation>();
    testModeServer(answer('POST /test-payments/confirm', () => confirmation.promise));
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    await fillCard('4000000000000002');
    await userEvent.click(payButton());

    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    confirmation.resolve(declined);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(payButton()).toHaveAttribute('aria-busy', 'false');
  });

  test('a paid card is recorded, congratulated with its transaction id, toasted, then the bookings open', async () => {
    const success = vi.spyOn(notify, 'success');
    const sent = testModeServer(
      answer('POST /test-payments/confirm', succeeded),
      answer('POST /payments', { acknowledged: true, insertedId: 'payment-1' }),
      answer('PUT /addproduct/paid/:id', { acknowledged: true, modifiedCount: 0 }),
    );
    openPaymentPage(<PaymentCheckout bookingId="booking-1" redirectDelayMs={50} />);
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(payButton());

    const done = await screen.findByRole('heading', { name: 'Congrats! your payment completed' });
    expect(done.closest('section')).toHaveTextContent('pi_test_abc');
    expect(sent.find((r) => r.url === '/api/payments')?.body).toEqual({
      bookingId: 'booking-1',
      transactionId: 'pi_test_abc',
      price: 389,
      email: 'bianca.buyer@resale.zone',
    });
    expect(success).toHaveBeenCalledWith('Payment Successfull');
    await vi.waitFor(() =>
      expect(
        sent.some((r) => r.method === 'PUT' && r.url === '/api/addproduct/paid/listing-1'),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
  });

  test("a phone sold meanwhile shows the server's refund message and no congratulation", async () => {
    const success = vi.spyOn(notify, 'success');
    testModeServer(
      answer('POST /test-payments/confirm', succeeded),
      answer(
        'POST /payments',
        refusal(
          409,
          'This phone was sold to another buyer a moment ago. Your payment has been refunded.',
        ),
      ),
    );
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment has been refunded.');
    expect(screen.queryByText('Congrats! your payment completed')).not.toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  test('a booking that can no longer be paid says why next to the refused client secret', async () => {
    testModeServer(
      answer('POST /create-payment-intent', refusal(409, 'This phone has already been sold.')),
    );
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone has already been sold.');
    expect(payButton()).toBeDisabled();
  });
});

describe('bookings that cannot be paid show no card form', () => {
  const only = (booking: AnswerOf<'GET /bookings/:id'> | Reply) =>
    fakeApi.use(
      answer('GET /payments/config', { mode: 'test' }),
      answer('GET /bookings/:id', booking),
    );

  test('a paid booking says so, with its transaction id', async () => {
    only(aBookingToPay({ paid: true, transactionId: 'pi_test_paid' }));
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    const heading = await screen.findByRole('heading', { name: 'This booking is already paid' });
    expect(heading.closest('section')).toHaveTextContent('pi_test_paid');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  test('a phone sold to another buyer says so', async () => {
    only(aBookingToPay({ soldToOther: true }));
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    expect(
      await screen.findByRole('heading', { name: 'This phone was sold to another buyer' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  test.each([
    [404, 'This booking does not exist.', 'This booking was not found'],
    [403, 'This booking is not yours.', 'This booking is not yours'],
  ])('a %i says so and leads back to the bookings', async (status, message, title) => {
    only(refusal(status, message));
    openPaymentPage(<PaymentCheckout bookingId="booking-1" />);
    const section = (await screen.findByRole('heading', { name: title })).closest('section')!;
    expect(section).toHaveTextContent(message);
    expect(within(section).getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute(
      'href',
      '/deshboard/booking',
    );
  });
});
