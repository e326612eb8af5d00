import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { ProductDetail } from '@resale-zone/contract/listings';
import { notify } from '../../lib/toast.ts';
import { useAuth, useOnReturn, useSendToSignIn, useWhenSessionKnown } from '../auth/index.ts';

/** What a press signed out asks for once the person is back signed in (`useOnReturn`). */
const MESSAGE_SELLER = 'message-seller';
import { useOpenConversation } from './conversations.api.ts';

/**
 * "Message the seller" on a listing's page: opens the conversation of this listing and the
 * signed-in person (made on first use). Signed-out visitors sign in first, and the conversation
 * opens when they are back; the listing's own seller does not see it.
 */
export function MessageSellerButton({ product }: { product: ProductDetail }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const sendToSignIn = useSendToSignIn();
  const { mutateAsync: openConversation, isPending } = useOpenConversation();
  const listingId = product._id;

  const decide = useCallback(() => {
    if (!user) return sendToSignIn(MESSAGE_SELLER);
    openConversation(listingId).then(
      ({ _id }) => void navigate(`/deshboard/messages/${_id}`),
      (err: Error) => notify.error(err.message),
    );
  }, [user, sendToSignIn, openConversation, listingId, navigate]);
  // A press before the session is known (just after the page loaded) is held until it is.
  const press = useWhenSessionKnown<void>(!isLoading, decide);
  const own = user !== null && user.email.toLowerCase() === product.sellerEmail.toLowerCase();
  // Not on one's own phone (signed in as its seller): the press is forgotten, nothing opens.
  useOnReturn(MESSAGE_SELLER, user !== null, () => {
    if (!own) decide();
  });

  // In the server's HTML too (the same for everyone), so that nothing moves when the page
  // hydrates (not greyed out meanwhile: a fading button failed the contrast scan); it acts once
  // the session is known, and leaves for the listing's own seller.
  if (own) return null;

  return (
    <button
      type="button"
      className="btn btn-outline btn-primary"
      onClick={() => press()}
      disabled={isPending}
    >
      {isPending ? (
        <span aria-hidden className="loading loading-spinner loading-xs" />
      ) : (
        <MessageCircle aria-hidden className="size-4" />
      )}
      Message the seller
    </button>
  );
}
