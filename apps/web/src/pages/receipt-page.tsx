import { useParams } from 'react-router';
import { ReceiptView } from '../features/handover/receipt-view.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/receipt/{id}: the bill of sale, for the buyer, the seller and admins. */
export default function ReceiptPage() {
  usePageTitle('Receipt');
  const { id = '' } = useParams();
  return <ReceiptView key={id} bookingId={id} />;
}
