import type { Product } from '@resale-zone/contract/listings';
import { useDialogItem } from '../../lib/use-dialog-item.ts';
import { BookingForm, type BookingBuyer } from './booking-form.tsx';

export type { BookingBuyer } from './booking-form.tsx';

export interface BookingDialogProps {
  /** The phone being booked; the dialog is open while it is set. */
  product: Product | null;
  buyer: BookingBuyer;
  onClose: () => void;
}

/**
 * The spec's booking dialog, in the app's FormModal: focus moves to the phone number, Escape closes
 * it (not while a booking is in flight), and focus returns to the Check out button afterwards.
 */
export function BookingDialog({ product, buyer, onClose }: BookingDialogProps) {
  const { shown, opening } = useDialogItem(product);
  // Keyed by opening: a fresh, empty form for every phone.
  return shown ? (
    <BookingForm
      key={opening}
      open={product !== null}
      product={shown}
      buyer={buyer}
      onClose={onClose}
    />
  ) : null;
}
