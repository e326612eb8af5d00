import { TrustedSeller } from '../features/reviews/trusted-seller.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /trusted-seller (public): what earns the Trusted seller badge and what loses it. */
export default function TrustedSellerPage() {
  usePageTitle('The Trusted seller badge');
  return <TrustedSeller />;
}
