import { useParams } from 'react-router';
import { MeetSeller } from '../features/handover/meet-seller.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/booking/{id}: meet the seller, check the phone, get the handover code (buyers). */
export default function MeetSellerPage() {
  usePageTitle('Meet the seller');
  const { id = '' } = useParams();
  return <MeetSeller key={id} bookingId={id} />;
}
