import { useState } from 'react';
import { notify } from '../../lib/toast.ts';
import { useDeleteBooking } from './bookings.api.ts';

interface Deletable {
  _id: string;
  productName: string;
}

/**
 * Delete with confirmation, shared by My bookings and My orders: `ask` opens the confirmation for
 * a row, `confirm` deletes it and toasts the spec's '{product} deleted successfully'.
 */
export function useBookingDelete<T extends Deletable>() {
  const [target, setTarget] = useState<T | null>(null);
  const remove = useDeleteBooking();

  function confirm() {
    if (!target) return;
    const { _id, productName } = target;
    remove.mutate(_id, {
      onSuccess: () => notify.success(`${productName} deleted successfully`),
      onError: (err) => notify.error(err.message),
      onSettled: () => setTarget(null),
    });
  }

  return {
    target,
    ask: (row: T) => setTarget(row),
    cancel: () => setTarget(null),
    confirm,
    isPending: remove.isPending,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
