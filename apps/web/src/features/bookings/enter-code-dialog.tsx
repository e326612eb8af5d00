import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Order } from '@resale-zone/contract/bookings';
import { HandoverBody } from '@resale-zone/contract/handover';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useEnterHandoverCode } from './bookings.api.ts';
import { ScanArea } from './scan-area.tsx';

export interface EnterCodeDialogProps {
  /** The held order whose code the seller enters; null keeps the dialog closed. */
  order: Pick<Order, '_id' | 'productName'> | null;
  onClose: () => void;
}

/**
 * The seller types the 6-digit code the buyer shows once they have checked the phone. The right
 * code completes the sale (the payment is captured); a wrong one shows the server's words (tries
 * left), and too many lock the handover for a while. Scan fills the field from the buyer's QR
 * code; the seller still confirms, so the same rules and the same count of wrong codes apply.
 */
export function EnterCodeDialog({ order, onClose }: EnterCodeDialogProps) {
  const ids = useId();
  const enter = useEnterHandoverCode();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(HandoverBody),
    defaultValues: { code: '' },
  });
  const { register, handleSubmit, setError, setValue, setFocus, reset, formState } = form;
  // Each opening starts empty (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(order);
  if (shownFor?._id !== order?._id) {
    setShownFor(order);
    if (order) {
      reset({ code: '' });
      setProblem(null);
    }
  }

  const submit = handleSubmit(async ({ code }) => {
    if (!order) return;
    setProblem(null);
    try {
      await enter.mutateAsync({ id: order._id, code });
    } catch (err) {
      if (err instanceof ApiError && err.field === 'code') {
        setError('code', { message: err.fieldMessage }, { shouldFocus: true });
      } else {
        setProblem(err instanceof Error ? err.message : 'The code could not be checked.');
      }
      return;
    }
    notify.success(`${order.productName}: sale completed`);
    onClose();
  });

  return (
    <FormModal
      open={order !== null}
      onCancel={onClose}
      busy={enter.isPending}
      title={<>Enter handover code: {shownFor?.productName}</>}
      intro={
        <>
          The buyer gets the code once they have checked the phone. Hand the phone over when the
          code is accepted: the payment is then yours.
        </>
      }
      problem={problem}
      onSubmit={() => void submit()}
    >
      <TextField
        id={`${ids}-code`}
        label="Handover code"
        hint="6 digits, from the buyer's screen."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="font-mono text-xl tracking-[0.3em]"
        data-autofocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      {/* Mounted only while open, anew for each order: closing turns the camera off. */}
      {order ? (
        <ScanArea
          key={order._id}
          onCode={(code) => {
            setValue('code', code, { shouldValidate: formState.isSubmitted });
            setFocus('code');
          }}
          onFallback={() => setFocus('code')}
        />
      ) : null}
      <DialogActions onCancel={onClose} isPending={enter.isPending}>
        Confirm handover
      </DialogActions>
    </FormModal>
  );
}
