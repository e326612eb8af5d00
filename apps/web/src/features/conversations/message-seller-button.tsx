import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { ProductDetail } from '@resale-zone/contract/listings';
import { notify } from '../../lib/toast.ts';
import { useAuth, useSendToSignIn } from '../auth/index.ts';
import { useOpenConversation } from './conversations.api.ts';

/**
 * "Message the seller" on a listing's page: opens the conversation of this listing and the
 * signed-in person (made on first use). Signed-out visitors sign in first and come back here; the
 * listing's own seller does not see it.
 */
export function MessageSellerButton({ product }: { product: ProductDetail }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const sendToSignIn = useSendToSignIn();
  const open = useOpenConversation();
  // In the server's HTML too (the same for everyone), so that nothing moves when the page
  // hydrates (not greyed out meanwhile: a fading button failed the contrast scan); it acts once
  // the session is known, and leaves for the listing's own seller.
  if (user && user.email.toLowerCase() === product.sellerEmail.toLowerCase()) return null;

  const onClick = async () => {
    // Until the session is known a click waits for it (nothing to decide yet).
    if (isLoading) return;
    if (!user) {
      sendToSignIn();
      return;
    }
    try {
      const { _id } = await open.mutateAsync(product._id);
      void navigate(`/deshboard/messages/${_id}`);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-outline btn-primary"
      onClick={() => void onClick()}
      disabled={open.isPending}
    >
      {open.isPending ? (
        <span aria-hidden className="loading loading-spinner loading-xs" />
      ) : (
        <MessageCircle aria-hidden className="size-4" />
      )}
      Message the seller
    </button>
  );
}
