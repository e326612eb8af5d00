import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { CreateBookingBody } from '@resale-zone/contract/bookings';
import type { Product } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
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
  product: Product;
  titleId: string;
  buyer: BookingBuyer;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The booking dialog's form: who books (read only), then phone number and meeting place. */
export function BookingForm({ product, buyer, titleId, onClose, onBusyChange }: BookingFormProps) {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useCreateBooking();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(BookingFields),
    defaultValues: { number: '', place: '' },
  });

  useEffect(() => onBusyChange(booking.isPending), [booking.isPending, onBusyChange]);

  const onSubmit = handleSubmit(async (fields) => {
    setProblem(null);
    try {
      await booking.mutateAsync({ product_id: product._id, ...fields });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'The booking could not be made.';
      // A refused field goes under that field; anything else (already booked, sold…) on top.
      if (err instanceof ApiError && (err.field === 'number' || err.field === 'place')) {
        setError(err.field, { message }, { shouldFocus: true });
      } else {
        setProblem(message);
      }
      return;
    }
    notify.success(`${product.productName} Booking is successfully`);
    onClose();
  });

  const isPending = booking.isPending;

  return (
    <form className="modal-box" noValidate onSubmit={onSubmit}>
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-ink-muted">Book this phone</p>
          <h2 id={titleId} className="text-xl font-bold leading-snug">
            {product.productName}
          </h2>
        </div>
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          onClick={onClose}
          disabled={isPending}
          aria-label="Close"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>

      {problem ? (
        <p role="alert" className="alert alert-error alert-soft mb-4 text-sm">
          {problem}
        </p>
      ) : null}

      <div className="grid gap-4">
        <BookedBy idPrefix={ids} buyer={buyer} product={product} />
        <Field
          id={fieldId('number')}
          label="Phone number"
          hint="The seller calls or texts you on it to arrange the meeting."
          error={errors.number?.message}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="01712 345678"
              className={`input w-full ${errors.number ? 'input-error' : ''}`}
              required
              // The first thing to fill in gets focus when the dialog opens.
              data-autofocus
              {...register('number')}
            />
          )}
        </Field>
        <Field
          id={fieldId('place')}
          label="Meeting location"
          hint="A public place suits both of you best: pick a suggestion below or type any place."
          error={errors.place?.message}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              placeholder="Dhanmondi 27, Dhaka"
              className={`input w-full ${errors.place ? 'input-error' : ''}`}
              required
              maxLength={200}
              {...register('place')}
            />
          )}
        </Field>
        <SpotSuggestions
          areaId={product.area?.id ?? null}
          onPick={(place) => setValue('place', place, { shouldValidate: true })}
        />
      </div>

      <DialogActions onCancel={onClose} isPending={isPending}>
        Submit
      </DialogActions>
    </form>
  );
}
