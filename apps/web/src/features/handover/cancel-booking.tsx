import { useState } from 'react';
import { XCircle } from 'lucide-react';
import { notify } from '../../lib/toast.ts';
import { ReleaseDialog, useReleaseBooking } from '../bookings/index.ts';

/** Cancel a held booking before the handover, with a reason: the payment is released at once. */
export function CancelBooking({
  bookingId,
  productName,
}: {
  bookingId: string;
  productName: string;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useReleaseBooking('buyer');

  // Awaited rather than mutate's callbacks: the page drops this section as soon as the booking
  // reads as released, and the toast must still come.
  async function confirm(reason: string) {
    try {
      await cancel.mutateAsync({ id: bookingId, reason });
    } catch {
      return; // the dialog shows the refusal
    }
    notify.success(`Booking of ${productName} cancelled: your payment is released`);
    setOpen(false);
  }
  return (
    <section aria-labelledby="cancel-title" className="grid justify-items-start gap-2">
      <h2 id="cancel-title" className="text-lg font-bold">
        Not going ahead?
      </h2>
      <p className="text-sm text-ink-muted">
        If the phone is not what you expected, or the meetup does not happen, cancel the booking:
        the payment held on your card is released at once.
      </p>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        <XCircle aria-hidden className="size-4" />
        Cancel booking
      </button>
      <ReleaseDialog
        side="buyer"
        productName={open ? productName : null}
        isPending={cancel.isPending}
        error={cancel.error}
        onCancel={() => setOpen(false)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </section>
  );
}
