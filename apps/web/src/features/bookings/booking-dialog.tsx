import { useId, useState } from 'react';
import type { Product } from '@resale-zone/contract/listings';
import { Modal } from '../../components/ui/modal.tsx';
import { BookingForm, type BookingBuyer } from './booking-form.tsx';

export type { BookingBuyer } from './booking-form.tsx';

export interface BookingDialogProps {
  /** The phone being booked; the dialog is open while it is set. */
  product: Product | null;
  buyer: BookingBuyer;
  onClose: () => void;
}

/**
 * The spec's booking dialog, in the app's Modal: focus moves to the phone number, Escape closes
 * it (not while a booking is in flight), and focus returns to the Check out button afterwards.
 */
export function BookingDialog({ product, buyer, onClose }: BookingDialogProps) {
  const titleId = useId();
  const [isBusy, setBusy] = useState(false);

  return (
    <Modal open={product !== null} labelledBy={titleId} onCancel={onClose} busy={isBusy}>
      {product ? (
        // Keyed by listing: a fresh, empty form for every phone.
        <BookingForm
          key={product._id}
          product={product}
          buyer={buyer}
          titleId={titleId}
          onClose={onClose}
          onBusyChange={setBusy}
        />
      ) : null}
    </Modal>
  );
}
