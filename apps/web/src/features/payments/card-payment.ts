/**
 * The one thing the payment page needs from a card provider: confirm the booking's payment intent
 * with the card the buyer typed in. Test mode (our own form, confirmed by the server) and Stripe
 * (its card element, confirmed by Stripe.js) both give one, so the page does not care which.
 */
export interface CardConfirmer {
  confirm(clientSecret: string, buyer: CardHolder): Promise<CardOutcome>;
}

export interface CardHolder {
  name: string;
  email: string;
}

/** The provider's answer: the intent and its status, or the provider's own message. */
export type CardOutcome =
  { kind: 'intent'; intentId: string; status: string } | { kind: 'error'; message: string };

export interface CardFieldsProps {
  /**
   * Called with a confirmer once the card form can take a payment (test mode: at once; Stripe:
   * when Stripe.js and its card element have loaded), and with null if that stops being true.
   */
  onReady: (confirmer: CardConfirmer | null) => void;
  /** While a payment is in flight the card cannot be edited. */
  disabled: boolean;
}
