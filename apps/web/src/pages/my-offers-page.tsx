import { MyOffers } from '../features/offers/my-offers.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/my-offers: the offers the member made (buyers and sellers, who buy too). */
export default function MyOffersPage() {
  usePageTitle('My offers');
  return <MyOffers />;
}
