import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { CreateBookingBody } from '@resale-zone/contract/bookings';
import type { Product } from '@resale-zone/contract/listings';
import { formatDollars } from '@resale-zone/contract/money';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useCreateBooking } from './bookings.api.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';

/** What the buyer fills in; the listing id comes from the card. */
const BookingFields = CreateBookingBody.pick({ number: true, place: true });

export interface BookingBuyer {
  name: string;
  email: string;
}

export interface BookingDialogProps {
  /** The phone being booked; the dialog is open while it is set. */
  product: Product | null;
  buyer: BookingBuyer;
  onClose: () => void;
}

/**
 * The spec's booking dialog. A native modal <dialog> like the delete confirmation: focus moves in
 * and stays there, Escape closes it, and focus returns to the Check out button afterwards.
 */
export function BookingDialog({ product, buyer, onClose }: BookingDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isBusy, setBusy] = useState(false);
  const open = product !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus fires before the dialog is shown, when nothing in it can take focus;
      // move focus to the first field to fill in once it can.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      // Escape fires `cancel`; React state stays the source of truth, and a booking in flight
      // is not abandoned half-way.
      onCancel={(e) => {
        e.preventDefault();
        if (!isBusy) onClose();
      }}
    >
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
    </dialog>
  );
}

interface BookingFormProps {
  product: Product;
  titleId: string;
  buyer: BookingBuyer;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function BookingForm({ product, buyer, titleId, onClose, onBusyChange }: BookingFormProps) {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useCreateBooking();
  const {
    register,
    handleSubmit,
    setError,
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
  const readOnlyInput = 'input w-full bg-base-200 text-base-content';

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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('name')} label="Name">
            <input id={fieldId('name')} className={readOnlyInput} value={buyer.name} readOnly />
          </Field>
          <Field id={fieldId('price')} label="Price">
            <input
              id={fieldId('price')}
              className={readOnlyInput}
              value={formatDollars(product.resalePrice)}
              readOnly
            />
          </Field>
        </div>
        <Field id={fieldId('email')} label="Email">
          <input
            id={fieldId('email')}
            type="email"
            className={readOnlyInput}
            value={buyer.email}
            readOnly
          />
        </Field>
        <Field
          id={fieldId('number')}
          label="Phone number"
          hint="The seller calls or texts you on it to arrange the meeting."
          error={errors.number?.message}
        >
          <input
            id={fieldId('number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01712 345678"
            className={`input w-full ${errors.number ? 'input-error' : ''}`}
            required
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={describedBy(fieldId('number'), Boolean(errors.number))}
            // The first thing to fill in gets focus when the dialog opens.
            data-autofocus
            {...register('number')}
          />
        </Field>
        <Field
          id={fieldId('place')}
          label="Meeting location"
          hint="A public place suits both of you best."
          error={errors.place?.message}
        >
          <input
            id={fieldId('place')}
            type="text"
            autoComplete="off"
            placeholder="Dhanmondi 27, Dhaka"
            className={`input w-full ${errors.place ? 'input-error' : ''}`}
            required
            maxLength={200}
            aria-invalid={errors.place ? true : undefined}
            aria-describedby={describedBy(fieldId('place'), Boolean(errors.place))}
            {...register('place')}
          />
        </Field>
      </div>

      <DialogActions onCancel={onClose} isPending={isPending}>
        Submit
      </DialogActions>
    </form>
  );
}

function describedBy(id: string, hasError: boolean) {
  return hasError ? `${id}-hint ${id}-error` : `${id}-hint`;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A visible label over its input, with an optional hint and the field's message under it. */
function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
