import { CreateBookingBody } from '@resale-zone/contract/bookings';
import type { Product } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { notify } from '../../lib/toast.ts';
import { SpotSuggestions } from '../areas/index.ts';
import { BookedBy } from './booked-by.tsx';
import { useCreateBooking } from './bookings.api.ts';

/** What the buyer fills in; the listing id comes from the card. */
const BookingFields = CreateBookingBody.pick({ number: true, place: true });

export interface BookingBuyer {
  name: string;
  email: string;
}

interface BookingFormProps {
  open: boolean;
  product: Product;
  buyer: BookingBuyer;
  onClose: () => void;
}

/** The booking dialog: who books (read only), then phone number and meeting place. */
export function BookingForm({ open, product, buyer, onClose }: BookingFormProps) {
  const booking = useCreateBooking();
  const form = useContractForm({
    schema: BookingFields,
    defaultValues: { number: '', place: '' },
    // A refused field goes under that field; anything else (already booked, sold…) on top.
    fields: ['number', 'place'],
    send: async (fields) => {
      await booking.mutateAsync({ product_id: product._id, ...fields });
      notify.success(`${product.productName} Booking is successfully`);
      onClose();
    },
  });

  return (
    <FormModal
      open={open}
      eyebrow="Book this phone"
      title={product.productName}
      closeButton
      problem={form.problem?.message}
      onCancel={onClose}
      busy={booking.isPending}
      onSubmit={form.submit}
    >
      <BookedBy buyer={buyer} product={product} />
      <TextField
        label="Phone number"
        hint="The seller calls or texts you on it to arrange the meeting."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01712 345678"
        required
        // The first thing to fill in gets focus when the dialog opens.
        data-autofocus
        {...fieldProps(form, 'number')}
      />
      <TextField
        label="Meeting location"
        hint="A public place suits both of you best: pick a suggestion below or type any place."
        type="text"
        autoComplete="off"
        placeholder="Dhanmondi 27, Dhaka"
        required
        maxLength={200}
        {...fieldProps(form, 'place')}
      />
      <SpotSuggestions
        areaId={product.area?.id ?? null}
        onPick={(place) => form.setValue('place', place, { shouldValidate: true })}
      />
      <DialogActions onCancel={onClose} isPending={booking.isPending}>
        Submit
      </DialogActions>
    </FormModal>
  );
}
