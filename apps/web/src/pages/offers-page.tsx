import { ReceivedOffers } from '../features/offers/received-offers.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/offers: offers on the seller's phones (sellers; the role gate turns others away). */
export default function OffersPage() {
  usePageTitle('Offers');
  return <ReceivedOffers />;
}
