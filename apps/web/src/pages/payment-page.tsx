import { useParams } from 'react-router';
import { PaymentCheckout } from '../features/payments/payment-checkout.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/payment/{id}: pays one of the signed-in buyer's bookings by card. */
export default function PaymentPage() {
  usePageTitle('Payment');
  const { id = '' } = useParams();
  // Keyed by booking: another booking's payment starts from a clean form.
  return <PaymentCheckout key={id} bookingId={id} />;
}
